import { Cause, Effect, Exit } from 'effect';
import { expect, it } from 'vitest';
import { accountsRepository } from '../../server/adapters/db/accounts.repository';
import { socialLoginRepository } from '../../server/adapters/db/social-login.repository';
import { memoryAccountsRepository } from '../../server/adapters/memory/memory-accounts';
import { memorySocialLoginRepository } from '../../server/adapters/memory/memory-social-login';
import type { Handoff } from '../../server/ports/social-login.port';
import { describeOnHosts } from './helpers/port-hosts';
import { expectUniqueViolation } from './helpers/store-errors';

const run = Effect.runPromise;
const NOW = new Date('2026-03-01T09:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

const firstSignIn = {
  provider: 'naver' as const,
  subject: 'n-1',
  email: 'n1@example.com',
  identityEmail: 'n1@example.com',
  placeholderNickname: '#n1',
};

describeOnHosts('social login repository', (host) => {
  const repo = () => host.pick({ drizzle: socialLoginRepository, memory: memorySocialLoginRepository });
  const accounts = () => host.pick({ drizzle: accountsRepository, memory: memoryAccountsRepository });

  it('creates an account with an incomplete profile and its identity', async () => {
    const account = await run(repo().createSocialAccount(firstSignIn));
    expect(account).toMatchObject({
      id: 1,
      email: 'n1@example.com',
      passwordHash: null,
      nickname: '#n1',
      role: 'USER',
      provider: 'NAVER',
      tokenVersion: 0,
      profileCompletedAt: null,
      termsAcceptedAt: null,
      deletedAt: null,
    });
    expect(await run(accounts().findById(1))).toEqual(account);
    expect(await run(repo().userIdBySubject('naver', 'n-1'))).toBe(1);
    expect(await run(repo().userIdBySubject('kakao', 'n-1'))).toBeNull();
  });

  it('answers the account that won when the same person signed in first a moment ago', async () => {
    const won = await run(repo().createSocialAccount(firstSignIn));
    expect(await run(repo().createSocialAccount(firstSignIn))).toEqual(won);
    // Same subject, no email this time: the identity's key decides.
    expect(
      await run(repo().createSocialAccount({ ...firstSignIn, email: null, placeholderNickname: '#x' })),
    ).toEqual(won);
    // The ids the refused inserts drew are gone.
    const next = await run(
      repo().createSocialAccount({ ...firstSignIn, subject: 'n-2', email: null, placeholderNickname: '#n2' }),
    );
    expect(next).toMatchObject({ id: 4 });
  });

  it('refuses a placeholder nickname that is taken, and dies when a stranger holds the email', async () => {
    await run(repo().createSocialAccount(firstSignIn));
    await expectUniqueViolation(
      repo().createSocialAccount({ ...firstSignIn, subject: 'n-2', email: null, placeholderNickname: '#N1' }),
      'nickname',
    );
    // No use case decides on that one (it links a verified email's account instead): a defect.
    const exit = await Effect.runPromiseExit(
      repo().createSocialAccount({ ...firstSignIn, subject: 'n-3', placeholderNickname: '#n3' }),
    );
    expect(Exit.isFailure(exit) && Cause.hasDies(exit.cause) && !Cause.hasFails(exit.cause)).toBe(true);
  });

  it('links an identity once', async () => {
    const account = await run(
      accounts().insert({
        email: 'a@example.com',
        passwordHash: 'h',
        nickname: 'a',
        role: 'USER',
        job: null,
      }),
    );
    expect(await run(repo().linkIdentity(account.id, 'google', 'g-1', 'a@example.com'))).toBe(true);
    expect(await run(repo().linkIdentity(account.id, 'google', 'g-1', 'a@example.com'))).toBe(false);
    expect(await run(repo().userIdBySubject('google', 'g-1'))).toBe(account.id);
  });

  it('hands a code over once while it is live, and lets it be peeked at before', async () => {
    const account = await run(repo().createSocialAccount(firstSignIn));
    const handoff: Handoff = {
      kind: 'link',
      userId: account.id,
      provider: 'naver',
      subject: 'n-1',
      email: null,
    };
    await run(repo().saveHandoff('c1', handoff, NOW, later(60)));
    expect(await run(repo().peekHandoff('c1', later(10)))).toEqual(handoff);
    expect(await run(repo().peekHandoff('c1', later(60)))).toBeNull();
    expect(await run(repo().takeHandoff('c1', later(60)))).toBeNull();
    expect(await run(repo().takeHandoff('c1', later(20)))).toEqual(handoff);
    expect(await run(repo().takeHandoff('c1', later(21)))).toBeNull();
    expect(await run(repo().peekHandoff('c1', later(21)))).toBeNull();
  });

  it('sweeps expired codes when a new one is saved', async () => {
    const account = await run(repo().createSocialAccount(firstSignIn));
    const handoff: Handoff = {
      kind: 'token',
      userId: account.id,
      provider: 'naver',
      subject: 'n-1',
      email: null,
    };
    await run(repo().saveHandoff('old', handoff, NOW, later(60)));
    await run(repo().saveHandoff('new', handoff, later(61), later(120)));
    // Gone from the table, so even a clock from before its expiry finds nothing.
    expect(await run(repo().peekHandoff('old', later(1)))).toBeNull();
    expect(await run(repo().peekHandoff('new', later(62)))).toEqual(handoff);
  });
});
