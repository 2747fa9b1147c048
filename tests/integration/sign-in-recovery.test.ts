import { Effect } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../server/ports/password-reset.port';
import { createRecordingNavigator } from '../../src/adapters/fake/fake-browser';
import { createHttpClient } from '../../src/adapters/http/http-client';
import { createHttpSessionApi } from '../../src/adapters/http/http-session-api';
import { CLIENT_WAIT_MS, SIGN_IN_MAX_DELAY_MS } from '../../src/domain/rate-limit';
import { VALIDATION_TEXT } from '../../src/domain/text/validation';
import { outcome } from '../contract/helpers/outcome';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The browser's own sign-in adapter over the in-process server, with the client's real wait. */
const browserSession = (t: TestApp) => {
  const fetch = (input: string, init: RequestInit = {}) => Promise.resolve(t.app.request(input, init));
  return createHttpSessionApi(
    createHttpClient({
      // Signed out: nothing to send, and a sign-in's token is not kept here.
      tokenStore: { get: () => null, set: () => undefined, remove: () => undefined },
      navigator: createRecordingNavigator(),
      authEvents: { onUnauthorized: () => () => undefined, emitUnauthorized: () => undefined },
      fetch: fetch as typeof globalThis.fetch,
    }),
  );
};

const reason = [{ field: 'password', reason: VALIDATION_TEXT.badCredentials }];

describe('a delayed sign-in answer (the server’s default slowing)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The shipped slowing and account budget (an empty variable is its default), not the relaxed ones.
    t = await createTestApp({
      env: {
        RATE_LIMIT_SIGN_IN_ACCOUNT: '',
        RATE_LIMIT_SIGN_IN_DELAY_AFTER: '',
        RATE_LIMIT_SIGN_IN_DELAY_MS: '',
        RATE_LIMIT_SIGN_IN_DELAY_MAX_MS: '',
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => t?.close());

  it('answers the 8th wrong password with the reason, within the browser client’s wait', async () => {
    expect(t.deps.config.rateLimits.signInDelay.maxMs).toBe(SIGN_IN_MAX_DELAY_MS);
    const user = await t.signUp();
    const session = browserSession(t);
    const wrong = { email: user.email, password: 'not-my-password' };
    for (let i = 0; i < 7; i++) expect(await outcome(session.signIn(wrong))).toMatchObject({ ok: false });
    const started = performance.now();
    const eighth = await outcome(session.signIn(wrong));
    const elapsed = performance.now() - started;
    // The reason, as the sign-in page shows it, not the client's Timeout after its wait.
    expect(eighth).toEqual({ ok: false, tag: 'Unauthorized', message: 'Bad credentials', errors: reason });
    expect(elapsed).toBeGreaterThanOrEqual(SIGN_IN_MAX_DELAY_MS - 50);
    expect(elapsed).toBeLessThan(CLIENT_WAIT_MS);
  }, 60_000);
});

describe('a password reset ends a lock-out', () => {
  let t: TestApp;
  const mails: MailMessage[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_SIGN_IN_ACCOUNT: '4/15m',
        RATE_LIMIT_SIGN_IN_DELAY_AFTER: '2',
        RATE_LIMIT_SIGN_IN_DELAY_MS: '10',
        RATE_LIMIT_SIGN_IN_DELAY_MAX_MS: '20',
      },
      mailer: { send: (message) => Effect.sync(() => void mails.push(message)) },
    });
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    mails.length = 0;
  });

  const signIn = (email: string, password: string) =>
    t.request('POST', '/api/auth/sign-in', { json: { email, password } });
  const resetLink = async (email: string) => {
    expect((await t.request('POST', '/api/auth/password-reset', { json: { email } })).status).toBe(202);
    await expect.poll(() => mails.some((m) => m.to === email), { timeout: 10_000 }).toBe(true);
    const text = mails.find((m) => m.to === email)?.text ?? '';
    return /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
  };

  it('lets the account sign in at once after the reset, with the new password', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, 'guess-guess')).status).toBe(401);
    expect((await signIn(user.email, user.password)).status).toBe(429);
    const token = await resetLink(user.email);
    const confirm = await t.request('POST', '/api/auth/password-reset/confirm', {
      json: { token, password: 'a-brand-new-one' },
    });
    expect(confirm.status).toBe(204);
    expect((await signIn(user.email, 'a-brand-new-one')).status).toBe(200);
  });

  it('leaves the lock of another account, and of a refused reset, in place', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    for (const who of [user, other])
      for (let i = 0; i < 4; i++) expect((await signIn(who.email, 'guess-guess')).status).toBe(401);
    const badConfirm = await t.request('POST', '/api/auth/password-reset/confirm', {
      json: { token: 'x'.repeat(43), password: 'a-brand-new-one' },
    });
    expect(badConfirm.status).toBe(400);
    expect((await signIn(user.email, user.password)).status).toBe(429);
    const token = await resetLink(user.email);
    await t.request('POST', '/api/auth/password-reset/confirm', {
      json: { token, password: 'a-brand-new-one' },
    });
    expect((await signIn(other.email, other.password)).status).toBe(429);
  });
});
