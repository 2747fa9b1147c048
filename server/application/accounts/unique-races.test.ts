import { Effect, Exit } from 'effect';
import { describe, expect, it } from 'vitest';
import { memoryAccountsRepository } from '../../adapters/memory/memory-accounts';
import { createMemoryDb, type MemoryDb } from '../../adapters/memory/memory-db';
import { memorySocialLoginRepository } from '../../adapters/memory/memory-social-login';
import type { AccountsRepository, OneTimeSecrets } from '../../ports/accounts.port';
import { Conflict } from '../errors';
import { ensureAdmin } from './admin.use-case';
import { completeProfile } from './onboarding.use-case';
import { signUp } from './sign-up.use-case';
import { finishSocialSignIn } from './social-sign-in.use-case';

/*
 * The races a use case's checks cannot see: another request takes a unique key between the check and
 * the write. The store then fails with UniqueViolation, and the use case answers as its check would
 * have (the HTTP suites reach these paths only by chance). The stores are the memory ones, held to the
 * databases' answers by tests/ports.
 */

/** Accounts whose checks answer "free" whatever is stored: the other request's write lands after them. */
const racing = (db: MemoryDb): AccountsRepository => ({
  ...memoryAccountsRepository(db),
  emailTaken: () => Effect.succeed(false),
  nicknameTaken: () => Effect.succeed(false),
});

const hasher = {
  hash: (password: string) => Effect.succeed(`hashed:${password}`),
  verify: (password: string, stored: string | null) => Effect.succeed(stored === `hashed:${password}`),
};
const tokens = { issue: (a: { id: number }) => Effect.succeed(`token-${a.id}`) };

const member = {
  email: 'kim@example.com',
  passwordHash: 'h',
  nickname: 'Kim',
  role: 'USER',
  job: null,
} as const;

describe('a unique key taken in a race', () => {
  it('refuses a sign-up with the conflict of the key that was taken', async () => {
    const db = createMemoryDb();
    await Effect.runPromise(memoryAccountsRepository(db).insert(member));
    const deps = { accounts: racing(db), hasher, tokens };
    const byEmail = await Effect.runPromiseExit(
      signUp(deps, {
        email: 'kim@example.com',
        password: 'pw-123456',
        nickname: 'Lee',
        birthDate: '1985-04-12',
      }),
    );
    expect(byEmail).toEqual(
      Exit.fail(
        new Conflict({
          message: 'Conflict',
          errors: [{ field: 'email', reason: '이미 가입된 이메일입니다.' }],
        }),
      ),
    );
    const byNickname = await Effect.runPromiseExit(
      signUp(deps, {
        email: 'lee@example.com',
        password: 'pw-123456',
        nickname: 'KIM',
        birthDate: '1985-04-12',
      }),
    );
    expect(byNickname).toEqual(
      Exit.fail(
        new Conflict({
          message: 'Conflict',
          errors: [{ field: 'nickname', reason: '이미 사용 중인 닉네임입니다.' }],
        }),
      ),
    );
  });

  it('leaves the admin to the process that created it a moment ago', async () => {
    const db = createMemoryDb();
    const accounts = memoryAccountsRepository(db);
    await Effect.runPromise(accounts.insert({ ...member, email: 'boss@example.com', nickname: 'x' }));
    // findByEmail misses it (it was not there yet), the insert meets it.
    const late = { ...accounts, findByEmail: () => Effect.succeed(null) };
    expect(await Effect.runPromise(ensureAdmin({ accounts: late, hasher }, 'boss@example.com', 'pw'))).toBe(
      'unchanged',
    );
  });

  it('refuses an onboarding nickname another member took since the check', async () => {
    const db = createMemoryDb();
    await Effect.runPromise(memoryAccountsRepository(db).insert(member));
    const social = memorySocialLoginRepository(db);
    const created = await Effect.runPromise(
      social.createSocialAccount({
        provider: 'kakao',
        subject: 'k-1',
        email: null,
        identityEmail: null,
        placeholderNickname: '#k1',
      }),
    );
    const actor = { id: created.id, role: 'USER' as const };
    const exit = await Effect.runPromiseExit(
      completeProfile(racing(db), actor, { nickname: 'kim', birthDate: '1985-04-12' }, new Date()),
    );
    expect(exit).toEqual(
      Exit.fail(
        new Conflict({
          message: 'Conflict',
          errors: [{ field: 'nickname', reason: '이미 사용 중인 닉네임입니다.' }],
        }),
      ),
    );
  });

  it('draws another placeholder nickname when the first is taken', async () => {
    const db = createMemoryDb();
    const accounts = memoryAccountsRepository(db);
    await Effect.runPromise(accounts.insert({ ...member, nickname: '#aaaaaaaaaaaaaaa' }));
    const hashes = ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64)];
    const secrets: OneTimeSecrets = {
      create: () => {
        const hash = hashes.shift() ?? 'd'.repeat(64);
        return { secret: `secret-${hash}`, hash };
      },
      hash: (secret) => secret,
    };
    const deps = { accounts, social: memorySocialLoginRepository(db), secrets };
    const profile = { subject: 'n-1', email: null, emailVerified: false, nickname: null };
    await Effect.runPromise(finishSocialSignIn(deps, 'naver', profile, new Date()));
    const userId = await Effect.runPromise(deps.social.userIdBySubject('naver', 'n-1'));
    expect(await Effect.runPromise(accounts.findById(userId ?? 0))).toMatchObject({
      nickname: '#bbbbbbbbbbbbbbb',
    });
  });
});
