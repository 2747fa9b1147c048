import { eq } from 'drizzle-orm';
import { Effect } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountsRepository } from '../../server/adapters/db/accounts.repository';
import { users } from '../../server/adapters/db/schema';
import { ensureAdmin } from '../../server/application/accounts/admin.use-case';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

describe.each(ENGINES)('ADMIN_EMAIL and ADMIN_PASSWORD on %s', (engine) => {
  let t: TestApp;
  const ensure = (email: string, password: string) =>
    Effect.runPromise(
      ensureAdmin({ accounts: accountsRepository(t.db), hasher: t.deps.hasher }, email, password),
    );
  const signIn = (email: string, password: string) =>
    t.request('POST', '/api/auth/sign-in', { json: { email, password } });

  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('creates the admin account, then leaves it alone', async () => {
    expect(await ensure('boss@example.com', 'admin-password-1')).toBe('created');
    expect(await ensure('boss@example.com', 'admin-password-1')).toBe('unchanged');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(row).toMatchObject({ role: 'ADMIN', nickname: 'boss' });
    expect((await signIn('boss@example.com', 'admin-password-1')).status).toBe(200);
  });

  it('promotes an existing account, sets the configured password and ends its old sessions', async () => {
    const user = await t.signUp();
    expect(await ensure(user.email, 'admin-password-2')).toBe('promoted');
    expect((await t.request('GET', '/api/user/profile', { token: user.token })).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    const res = await signIn(user.email, 'admin-password-2');
    const { token } = (await res.json()) as { token: string };
    const profile = (await (await t.request('GET', '/api/user/profile', { token })).json()) as {
      role: string;
    };
    expect(profile.role).toBe('ADMIN');
  });

  it('picks a free nickname when the email’s name is taken', async () => {
    await t.signUp({ nickname: 'chief' });
    expect(await ensure('chief@example.com', 'admin-password-3')).toBe('created');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'chief@example.com'));
    expect(row?.nickname).toBe('chief_1');
  });
});
