import { Effect } from 'effect';
import { type UniqueKey, type UniqueViolationOf, uniqueViolation } from '../../ports/store-errors';

/**
 * The one place where the database's errors become the stores' typed errors (server/ports/store-errors.ts).
 * A unique violation is SQLSTATE 23505 with the name of the constraint it broke: PostgreSQL (through
 * node-postgres) and PGlite both report `code` and `constraint`, and Drizzle may wrap the error in `cause`.
 */

/**
 * The unique constraints of the schema a store reports or resolves, by name. `identity`
 * (user_identities' primary key, provider and subject) never leaves its store: the social-login store
 * answers the account that won a concurrent first sign-in instead.
 */
const CONSTRAINT_KEYS: Readonly<Record<string, UniqueKey | 'identity'>> = {
  users_email_key: 'email',
  users_nickname_key: 'nickname',
  consultations_daily_key: 'consultation-daily',
  user_identities_provider_subject_pk: 'identity',
};

/** The constraint name of a unique violation ('' when the driver names none), or null for any other error. */
const violatedConstraint = (error: unknown): string | null => {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
};

/** The key a unique violation broke, or null for any other error (or a constraint not listed above). */
export const violatedKey = (error: unknown): UniqueKey | 'identity' | null => {
  const constraint = violatedConstraint(error);
  return constraint === null ? null : (CONSTRAINT_KEYS[constraint] ?? null);
};

/**
 * Runs a statement whose unique violations of `keys` a use case decides on: those fail with
 * UniqueViolation; every other error (another key, a broken foreign key, a lost connection) is a defect.
 */
export const guardUnique = <A, const K extends UniqueKey>(
  keys: readonly K[],
  statement: () => Promise<A>,
): Effect.Effect<A, UniqueViolationOf<K>> => {
  const isListed = (key: UniqueKey | 'identity' | null): key is K =>
    key !== null && (keys as readonly string[]).includes(key);
  return Effect.tryPromise({ try: statement, catch: (error) => error }).pipe(
    Effect.catch((error) => {
      const key = violatedKey(error);
      return isListed(key) ? Effect.fail(uniqueViolation(key)) : Effect.die(error);
    }),
  );
};
