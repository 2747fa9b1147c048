import { Cause, Effect, Exit } from 'effect';
import { describe, expect, it } from 'vitest';
import { UniqueViolation } from '../../ports/store-errors';
import { guardUnique, violatedKey } from './unique-violation';

/** An error as node-postgres and PGlite throw it: SQLSTATE and constraint name on the error itself. */
const dbError = (code: string, constraint?: string) => Object.assign(new Error('db'), { code, constraint });

describe('violatedKey', () => {
  it('names the key of a unique violation, also inside the causes Drizzle wraps it in', () => {
    expect(violatedKey(dbError('23505', 'users_email_key'))).toBe('email');
    expect(violatedKey(dbError('23505', 'users_nickname_key'))).toBe('nickname');
    expect(violatedKey(dbError('23505', 'consultations_daily_key'))).toBe('consultation-daily');
    expect(violatedKey(dbError('23505', 'user_identities_provider_subject_pk'))).toBe('identity');
    const wrapped = new Error('Failed query', { cause: dbError('23505', 'users_nickname_key') });
    expect(violatedKey(wrapped)).toBe('nickname');
  });

  it('answers null for any other error', () => {
    expect(violatedKey(dbError('23505', 'some_other_key'))).toBeNull();
    expect(violatedKey(dbError('23505'))).toBeNull();
    expect(violatedKey(dbError('23503', 'users_email_key'))).toBeNull();
    expect(violatedKey(new Error('connection lost'))).toBeNull();
    expect(violatedKey(undefined)).toBeNull();
  });
});

describe('guardUnique', () => {
  const exitOf = (error: unknown, keys: readonly ('email' | 'nickname')[]) =>
    Effect.runPromiseExit(guardUnique(keys, () => Promise.reject(error)));

  it('answers what the statement answers', async () => {
    expect(await Effect.runPromise(guardUnique(['email'], async () => 7))).toBe(7);
  });

  it('fails with the UniqueViolation of a listed key', async () => {
    const exit = await exitOf(dbError('23505', 'users_nickname_key'), ['email', 'nickname']);
    expect(exit).toEqual(Exit.fail(new UniqueViolation({ key: 'nickname' })));
  });

  it('turns every other error into a defect carrying it, an unlisted key included', async () => {
    for (const error of [dbError('23505', 'users_email_key'), dbError('23503'), new Error('lost')]) {
      const exit = await exitOf(error, ['nickname']);
      expect(Exit.isFailure(exit) && !Cause.hasFails(exit.cause) && Cause.squash(exit.cause)).toBe(error);
    }
  });
});
