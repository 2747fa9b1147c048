import { Effect } from 'effect';
import { expect, it } from 'vitest';
import { accountsRepository } from '../../server/adapters/db/accounts.repository';
import { passwordResetRepository } from '../../server/adapters/db/password-reset.repository';
import { memoryAccountsRepository } from '../../server/adapters/memory/memory-accounts';
import { memoryPasswordResetRepository } from '../../server/adapters/memory/memory-password-resets';
import { describeOnHosts } from './helpers/port-hosts';

const run = Effect.runPromise;
const NOW = new Date('2026-03-01T09:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describeOnHosts('password reset repository', (host) => {
  const resets = () => host.pick({ drizzle: passwordResetRepository, memory: memoryPasswordResetRepository });
  const accounts = () => host.pick({ drizzle: accountsRepository, memory: memoryAccountsRepository });
  const member = async (n: number) => {
    const account = await run(
      accounts().insert({
        email: `m${n}@example.com`,
        passwordHash: 'old',
        nickname: `m${n}`,
        role: 'USER',
        job: null,
      }),
    );
    return account.id;
  };

  it('keeps a token live until it expires', async () => {
    const id = await member(1);
    await run(resets().issue(id, 'h1', NOW, minutes(30)));
    expect(await run(resets().isLive('h1', minutes(29)))).toBe(true);
    expect(await run(resets().isLive('h1', minutes(30)))).toBe(false);
    expect(await run(resets().isLive('unknown', NOW))).toBe(false);
  });

  it('uses up a token once: sets the password, bumps the token version, forgets the account’s tokens', async () => {
    const id = await member(1);
    await run(resets().issue(id, 'h1', NOW, minutes(30)));
    expect(await run(resets().consume('h1', 'new', minutes(1)))).toBe(id);
    expect(await run(accounts().findById(id))).toMatchObject({ passwordHash: 'new', tokenVersion: 1 });
    expect(await run(resets().consume('h1', 'again', minutes(2)))).toBeNull();
    expect(await run(resets().isLive('h1', minutes(2)))).toBe(false);
    expect(await run(accounts().findById(id))).toMatchObject({ passwordHash: 'new', tokenVersion: 1 });
  });

  it('refuses an expired or unknown token without touching the account', async () => {
    const id = await member(1);
    await run(resets().issue(id, 'h1', NOW, minutes(30)));
    expect(await run(resets().consume('h1', 'new', minutes(30)))).toBeNull();
    expect(await run(resets().consume('nope', 'new', NOW))).toBeNull();
    expect(await run(accounts().findById(id))).toMatchObject({ passwordHash: 'old', tokenVersion: 0 });
  });

  it('keeps only the latest token of an account and sweeps expired ones of others', async () => {
    const first = await member(1);
    const second = await member(2);
    await run(resets().issue(second, 'other', NOW, minutes(10)));
    await run(resets().issue(first, 'old-link', NOW, minutes(30)));
    await run(resets().issue(first, 'new-link', minutes(5), minutes(35)));
    expect(await run(resets().isLive('old-link', minutes(6)))).toBe(false);
    expect(await run(resets().isLive('new-link', minutes(6)))).toBe(true);
    expect(await run(resets().isLive('other', minutes(6)))).toBe(true);
    // Issued after `other` expired: the sweep removes it, so it stays dead even to an earlier clock.
    await run(resets().issue(first, 'newest', minutes(11), minutes(40)));
    expect(await run(resets().isLive('other', minutes(1)))).toBe(false);
    expect(await run(resets().consume('newest', 'p', minutes(12)))).toBe(first);
    expect(await run(resets().isLive('new-link', minutes(12)))).toBe(false);
  });

  it('refuses a token for an account that does not exist (a foreign key on the database)', async () => {
    await expect(run(resets().issue(42, 'h', NOW, minutes(30)))).rejects.toThrow();
  });
});
