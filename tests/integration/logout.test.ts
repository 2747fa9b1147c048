import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/adapters/db/schema';
import { AUTH_OPERATIONS as AUTH } from '../../src/contract/auth.operations';
import { USER_OPERATIONS as USER } from '../../src/contract/user.operations';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

/** Issue 26: logging out revokes the token on the server, not only in the browser. */
describe.each(ENGINES)('logout on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const profile = (token?: string) => t.request('GET', USER.ownProfile.path, { token });
  const logout = (token?: string) => t.request('POST', AUTH.logout.path, { token });

  it('answers 204, after which the old token (and any copy of it) answers 401', async () => {
    const user = await t.signUp();
    // Read once first, so whatever the server keeps of the session (PGlite's kept facts) is warm.
    expect((await profile(user.token)).status).toBe(200);
    const done = await logout(user.token);
    expect(done.status).toBe(204);
    expect(await done.text()).toBe('');
    for (const call of [
      profile(user.token),
      logout(user.token),
      t.request('GET', '/api/notifications', { token: user.token }),
    ]) {
      const res = await call;
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('refuses a visitor, and leaves other accounts signed in; signing in again works', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    expect((await logout()).status).toBe(401);
    expect((await logout(user.token)).status).toBe(204);
    expect((await profile(other.token)).status).toBe(200);
    const again = await t.request('POST', AUTH.signIn.path, {
      json: { email: user.email, password: user.password },
    });
    expect(again.status).toBe(200);
    const { token } = (await again.json()) as { token: string };
    expect((await profile(token)).status).toBe(200);
  });

  it('signs out an account that has not finished onboarding too', async () => {
    const user = await t.signUp();
    await t.db.update(users).set({ profileCompletedAt: null }).where(eq(users.id, user.id));
    expect((await profile(user.token)).status).toBe(200);
    expect((await logout(user.token)).status).toBe(204);
    expect((await profile(user.token)).status).toBe(401);
  });
});
