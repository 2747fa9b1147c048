import { eq } from 'drizzle-orm';
import { Effect } from 'effect';
import { expect, it } from 'vitest';
import { accountsRepository } from '../../server/adapters/db/accounts.repository';
import { follows, users } from '../../server/adapters/db/schema';
import { socialLoginRepository } from '../../server/adapters/db/social-login.repository';
import { memoryAccountsRepository, newUserRow } from '../../server/adapters/memory/memory-accounts';
import { edgeKey } from '../../server/adapters/memory/memory-db';
import { memorySocialLoginRepository } from '../../server/adapters/memory/memory-social-login';
import type { NewAccount } from '../../server/ports/accounts.port';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { expectUniqueViolation } from './helpers/store-errors';

const run = Effect.runPromise;

const newAccount = (n: number, overrides: Partial<NewAccount> = {}): NewAccount => ({
  email: `user${n}@example.com`,
  passwordHash: `hash-${n}`,
  nickname: `회원${n}`,
  role: 'USER',
  job: null,
  ...overrides,
});

/** Rows the ports do not write themselves (a follow, a deleted account), written as each host stores them. */
const rawWrites = (host: PortHost) =>
  host.pick({
    drizzle: (db) => ({
      follow: async (from: number, to: number) =>
        void (await db.insert(follows).values({ followerId: from, followeeId: to })),
      markDeleted: async (id: number) =>
        void (await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id))),
    }),
    memory: (mdb) => ({
      follow: async (from: number, to: number) =>
        void mdb.tables.follows.set(edgeKey(from, to), { from, to, createdAt: new Date() }),
      markDeleted: async (id: number) => {
        const row = mdb.tables.users.get(id);
        if (row) row.deletedAt = new Date();
      },
    }),
  });

describeOnHosts('accounts repository', (host) => {
  const repo = () => host.pick({ drizzle: accountsRepository, memory: memoryAccountsRepository });
  const social = () => host.pick({ drizzle: socialLoginRepository, memory: memorySocialLoginRepository });

  it('inserts with the column defaults and reads the account back by id and email', async () => {
    const before = Date.now();
    const values = newAccount(1, { role: 'EDITOR', job: '코치' });
    const account = await run(repo().insert(values));
    // The memory stores take a new account's defaults from newUserRow: on the databases this holds it to
    // the schema's.
    expect(account).toEqual(newUserRow(1, values, expect.any(Date)));
    expect(account.profileCompletedAt).toEqual(account.createdAt);
    expect(account.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(await run(repo().findById(1))).toEqual(account);
    expect(await run(repo().findByEmail('user1@example.com'))).toEqual(account);
    expect(await run(repo().findById(2))).toBeNull();
    expect(await run(repo().findByEmail('nobody@example.com'))).toBeNull();
  });

  it('keeps emails unique as written and nicknames unique whatever their letter case', async () => {
    await run(repo().insert(newAccount(1, { nickname: 'Kim' })));
    expect(await run(repo().emailTaken('user1@example.com'))).toBe(true);
    expect(await run(repo().emailTaken('USER1@example.com'))).toBe(false);
    expect(await run(repo().nicknameTaken('KIM'))).toBe(true);
    expect(await run(repo().nicknameTaken('Lee'))).toBe(false);
    await expectUniqueViolation(repo().insert(newAccount(2, { email: 'user1@example.com' })), 'email');
    await expectUniqueViolation(repo().insert(newAccount(3, { nickname: 'kIM' })), 'nickname');
    // Both keys taken: the email index answers first on the database.
    await expectUniqueViolation(repo().insert(newAccount(1, { nickname: 'kim' })), 'email');
    // Refused inserts still drew their ids, as identity columns do.
    expect(await run(repo().insert(newAccount(4)))).toMatchObject({ id: 5, nickname: '회원4' });
  });

  it('lowers nicknames one letter at a time, as the database’s lower() does', async () => {
    await run(repo().insert(newAccount(1, { nickname: 'ΣΑΣ' })));
    await run(repo().insert(newAccount(2, { nickname: 'İstanbul' })));
    expect(await run(repo().nicknameTaken('σασ'))).toBe(true);
    expect(await run(repo().nicknameTaken('σας'))).toBe(false);
    expect(await run(repo().nicknameTaken('istanbul'))).toBe(true);
    await expectUniqueViolation(repo().insert(newAccount(3, { nickname: 'σασ' })), 'nickname');
    expect(await run(repo().insert(newAccount(4, { nickname: 'σας' })))).toMatchObject({ nickname: 'σας' });
  });

  it('answers session facts of live accounts only', async () => {
    await run(repo().insert(newAccount(1)));
    expect(await run(repo().sessionFacts(1))).toEqual({
      role: 'USER',
      tokenVersion: 0,
      profileComplete: true,
      createdAt: expect.any(Date),
      guardianPending: false,
      suspension: null,
    });
    expect(await run(repo().sessionFacts(9))).toBeNull();
    await rawWrites(host).markDeleted(1);
    expect(await run(repo().sessionFacts(1))).toBeNull();
    expect(await run(repo().findById(1))).toMatchObject({ id: 1, deletedAt: expect.any(Date) });
  });

  it('changes credentials and bumps the token version on each change', async () => {
    await run(repo().insert(newAccount(1)));
    await run(repo().updateCredentials(1, { role: 'ADMIN' }));
    expect(await run(repo().findById(1))).toMatchObject({
      role: 'ADMIN',
      passwordHash: 'hash-1',
      tokenVersion: 1,
    });
    await run(repo().updateCredentials(1, { passwordHash: 'new-hash' }));
    expect(await run(repo().findById(1))).toMatchObject({
      role: 'ADMIN',
      passwordHash: 'new-hash',
      tokenVersion: 2,
    });
    await run(repo().updateCredentials(1, {}));
    expect(await run(repo().sessionFacts(1))).toMatchObject({ role: 'ADMIN', tokenVersion: 3 });
    await run(repo().updateCredentials(7, { role: 'ADMIN' }));
    expect(await run(repo().findById(7))).toBeNull();
  });

  it('ends every session by bumping the token version alone', async () => {
    await run(repo().insert(newAccount(1)));
    await run(repo().insert(newAccount(2)));
    const before = await run(repo().findById(1));
    await run(repo().endSessions(1));
    expect(await run(repo().sessionFacts(1))).toMatchObject({ role: 'USER', tokenVersion: 1 });
    expect(await run(repo().findById(1))).toEqual({ ...before, tokenVersion: 1 });
    await run(repo().endSessions(1));
    expect(await run(repo().sessionFacts(1))).toMatchObject({ tokenVersion: 2 });
    expect(await run(repo().sessionFacts(2))).toMatchObject({ tokenVersion: 0 });
    await run(repo().endSessions(7));
    expect(await run(repo().findById(7))).toBeNull();
  });

  it('completes an incomplete profile once, refusing a nickname taken in any letter case', async () => {
    await run(repo().insert(newAccount(1, { nickname: 'Park' })));
    const created = await run(
      social().createSocialAccount({
        provider: 'kakao',
        subject: '9001',
        email: null,
        identityEmail: null,
        placeholderNickname: '#abc',
      }),
    );
    expect(await run(repo().sessionFacts(created.id))).toMatchObject({ profileComplete: false });
    const now = new Date('2026-03-01T09:00:00Z');
    await expectUniqueViolation(
      repo().completeProfile(created.id, { nickname: 'PARK', job: null }, now),
      'nickname',
    );
    expect(await run(repo().findById(created.id))).toMatchObject({
      nickname: '#abc',
      profileCompletedAt: null,
    });
    expect(await run(repo().completeProfile(created.id, { nickname: '새싹', job: '학부모' }, now))).toBe(
      'ok',
    );
    expect(await run(repo().findById(created.id))).toMatchObject({
      nickname: '새싹',
      job: '학부모',
      profileCompletedAt: now,
      termsAcceptedAt: now,
    });
    expect(await run(repo().completeProfile(created.id, { nickname: '다른이름', job: null }, now))).toBe(
      'done',
    );
    expect(await run(repo().completeProfile(1, { nickname: 'park', job: null }, now))).toBe('done');
    expect(await run(repo().completeProfile(99, { nickname: '없음', job: null }, now))).toBe('done');
  });

  it('lets a member keep their own nickname in another letter case while completing', async () => {
    const created = await run(
      social().createSocialAccount({
        provider: 'google',
        subject: 'g-1',
        email: 'g@example.com',
        identityEmail: 'g@example.com',
        placeholderNickname: '#Abc',
      }),
    );
    const now = new Date('2026-03-01T09:00:00Z');
    expect(await run(repo().completeProfile(created.id, { nickname: '#ABC', job: null }, now))).toBe('ok');
  });

  it('tells whether one member follows another, in that direction only', async () => {
    await run(repo().insert(newAccount(1)));
    await run(repo().insert(newAccount(2)));
    await rawWrites(host).follow(1, 2);
    expect(await run(repo().isFollowing(1, 2))).toBe(true);
    expect(await run(repo().isFollowing(2, 1))).toBe(false);
  });
});
