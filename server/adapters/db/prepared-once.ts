import type { Db } from './client';

/** What a Drizzle database or transaction holds: its session, which holds the driver's client. */
type WithSession = { readonly session: { readonly client: object } };
type WithClient = { readonly client: object };

const sessionOf = (db: Db) => (db as unknown as WithSession).session;

/**
 * A prepared statement built once per process and driver, run on whichever connection `db` is: the
 * pool, or a transaction's own client. Drizzle prepares a statement on the database object it is built
 * from, and the unit of work makes new stores on every transaction, so a statement prepared in a
 * store was built again (its SQL text, parameters and row mapping) in every write: issue 25's profile
 * of a comment found Drizzle's query building a fifth of the server's CPU. Here the built statement
 * is kept, and run on another connection as a copy that differs only in the driver client Drizzle's
 * prepared query calls (`this.client.query`, in drizzle-orm's node-postgres and pglite sessions alike);
 * PostgreSQL keeps the named statement per connection, so a pooled connection parses it once.
 * tests/ports/unit-of-work.test.ts holds it on both drivers: inside a transaction such statements
 * (an item's find, a comment's insert, a counter's move) see that transaction's writes, what they
 * write rolls back with it, and a transaction beside a rolled-back one keeps its own.
 */
export const preparedOnce = <Q extends object>(build: (db: Db) => Q) => {
  // One per driver (the session's class): a node-postgres statement cannot run on PGlite's client.
  const built = new Map<unknown, Q>();
  return (db: Db): Q => {
    const session = sessionOf(db);
    let statement = built.get(session.constructor);
    if (!statement) {
      statement = build(db);
      built.set(session.constructor, statement);
    }
    if ((statement as unknown as WithClient).client === session.client) return statement;
    return Object.assign(Object.create(statement) as Q, { client: session.client });
  };
};
