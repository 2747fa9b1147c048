import { afterAll, beforeEach, describe } from 'vitest';
import type { Db } from '../../../server/adapters/db/client';
import { createMemoryDb, type MemoryDb } from '../../../server/adapters/memory/memory-db';
import type { Database } from '../../../server/adapters/db/client';
import { ENGINES, openTestDatabase, resetTables } from '../../integration/helpers/test-database';

/**
 * Where a port contract case runs: the memory stores of the demo host (server/adapters/memory) and the
 * Drizzle stores on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. A case builds the port it
 * checks with `host.pick({ drizzle, memory })` and must pass on every host unchanged: the memory stores
 * are held to the database's answers, so the demo cannot tell another story than the server.
 */
export interface PortHost {
  readonly name: 'memory' | 'pglite' | 'postgres';
  /** The port as this host implements it, on storage emptied before each case. */
  pick<T>(factories: { readonly drizzle: (db: Db) => T; readonly memory: (db: MemoryDb) => T }): T;
}

export const PORT_HOSTS = ['memory', ...ENGINES] as const;

/** Long on a busy machine: a PostgreSQL database is created per file. */
export const PORT_SETUP_TIMEOUT_MS = 120_000;

/**
 * One `describe` per host, each with storage emptied before every case (tables truncated with their
 * sequences restarted on the databases, a new memory database on the memory host).
 */
export const describeOnHosts = (title: string, cases: (host: PortHost) => void) => {
  for (const name of PORT_HOSTS) {
    describe(`${title} [${name}]`, () => {
      let database: Database | undefined;
      let memory: MemoryDb = createMemoryDb();
      const host: PortHost = {
        name,
        pick: (factories) => {
          if (name === 'memory') return factories.memory(memory);
          if (!database) throw new Error('the database is not open yet: pick ports inside a case');
          return factories.drizzle(database.db);
        },
      };
      beforeEach(async () => {
        if (name === 'memory') {
          memory = createMemoryDb();
          return;
        }
        database ??= await openTestDatabase(name);
        await resetTables(database);
      }, PORT_SETUP_TIMEOUT_MS);
      afterAll(async () => {
        await database?.close();
      });
      cases(host);
    });
  }
};
