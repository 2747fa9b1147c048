import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../server/adapters/db/schema';
import type { SocialProvider } from '../../src/domain/social-login';
import { ONBOARDING_TEXT } from '../../src/domain/text/social-login';
import { type LocalProviders, startLocalProviders } from '../fixtures/local-oauth-provider';
import {
  APP_BASE_URL,
  callbackAtApp,
  consentAtProvider,
  exchange,
  rowCounts,
  socialSignIn,
  startAtApp,
} from './helpers/social-login';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';
import { onboardingBody } from '../fixtures/new-member';

const PROVIDERS: readonly SocialProvider[] = ['kakao', 'naver', 'google'];
let serial = 1000;
/** A fresh subject at the provider (Kakao's ids are numbers). */
const subjectFor = (provider: SocialProvider) => {
  serial += 1;
  return provider === 'kakao' ? String(9_000_000 + serial) : `${provider}-person-${serial}`;
};

describe.each(ENGINES)('social login on %s', (engine) => {
  let t: TestApp;
  let p: LocalProviders;
  beforeAll(async () => {
    p = await startLocalProviders(APP_BASE_URL);
    t = await createTestApp({
      engine,
      env: { ...p.env, PUBLIC_URL: APP_BASE_URL, OAUTH_TIMEOUT_MS: '1500' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await p?.close();
  });
  beforeEach(async () => {
    await t.reset();
    for (const name of PROVIDERS) p[name].mode = 'normal';
  });

  const profileOf = async (token: string) => {
    const res = await t.request('GET', '/api/user/profile', { token });
    expect(res.status).toBe(200);
    return (await res.json()) as {
      id: number;
      name: string;
      email: string | null;
      provider: string;
      profileComplete: boolean;
    };
  };

  /** A signed-in token from a first (or returning) sign-in. */
  const signedIn = async (provider: SocialProvider, login: string) => {
    const result = await socialSignIn(t, provider, { login });
    expect(result).toMatchObject({ status: 302, path: '/login/oauth', reason: null });
    const { status, body } = await exchange(t, result.code as string);
    expect(status).toBe(200);
    expect(body.outcome).toBe('signedIn');
    return body.token as string;
  };

  it('lists the configured providers in the sign-in page order', async () => {
    const res = await t.request('GET', '/api/auth/oauth/providers');
    expect(await res.json()).toEqual({ providers: ['kakao', 'naver', 'google'] });
  });

  it('starts with PKCE (S256), state and, for OpenID Connect, a nonce, keeping them in an HttpOnly cookie', async () => {
    for (const provider of PROVIDERS) {
      const { res, authorizeUrl } = await startAtApp(t, provider);
      expect(res.status).toBe(302);
      expect(authorizeUrl.origin).toBe(p[provider].issuer);
      const q = authorizeUrl.searchParams;
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(q.get('redirect_uri')).toBe(`${APP_BASE_URL}/api/auth/oauth/${provider}/callback`);
      expect(q.has('nonce')).toBe(provider === 'google');
      const cookie = res.headers.getSetCookie().join('\n');
      expect(cookie).toMatch(
        /kickoff_oauth=[^;]+; Max-Age=600; Path=\/api\/auth\/oauth; HttpOnly; SameSite=Lax/,
      );
      // The state and verifier are sealed, not readable from the cookie.
      expect(cookie).not.toContain(q.get('state'));
    }
  });

  describe.each(PROVIDERS)('as %s', (provider) => {
    it('first sign-in creates an account that must finish onboarding, then works like any other', async () => {
      const login = subjectFor(provider);
      p[provider].accounts.set(login, {
        sub: login,
        email: `${login}@mail.example`,
        emailVerified: true,
        nickname: '축구왕',
      });
      const token = await signedIn(provider, login);
      const profile = await profileOf(token);
      expect(profile).toMatchObject({ provider: provider.toUpperCase(), profileComplete: false });
      // Kakao and Google vouch for the email; Naver does not say, so its email is never stored.
      expect(profile.email).toBe(provider === 'naver' ? null : `${login}@mail.example`);

      // Nothing that needs a profile works yet: the server refuses it.
      const refused = await t.request('GET', '/api/notifications', { token });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        message: 'Profile Incomplete',
        detailedMessage: ONBOARDING_TEXT.required,
      });
      expect((await t.request('GET', `/api/user/${profile.id}`)).status).toBe(404);

      const noTerms = await t.request('POST', '/api/user/onboarding', {
        token,
        json: { nickname: '새싹코치' },
      });
      expect(noTerms.status).toBe(400);
      const done = await t.request('POST', '/api/user/onboarding', {
        token,
        json: onboardingBody({ nickname: '새싹코치', job: '유소년 코치' }),
      });
      expect(done.status).toBe(204);
      expect(await profileOf(token)).toMatchObject({ name: '새싹코치', profileComplete: true });
      expect((await t.request('GET', '/api/notifications', { token })).status).toBe(200);
      const again = await t.request('POST', '/api/user/onboarding', {
        token,
        json: onboardingBody({ nickname: '다른이름' }),
      });
      expect(again.status).toBe(409);
    });

    it('recognizes a returning user by provider and subject', async () => {
      const login = subjectFor(provider);
      const first = await profileOf(await signedIn(provider, login));
      // The provider now reports another email: still the same person.
      p[provider].accounts.set(login, { sub: login, email: 'changed@mail.example', emailVerified: true });
      const second = await profileOf(await signedIn(provider, login));
      expect(second.id).toBe(first.id);
      expect(await rowCounts(t)).toMatchObject({ users: 1, identities: 1 });
    });

    it('links a verified email to the existing account only after its password', async () => {
      const owner = await t.signUp({ email: `owner-${provider}@mail.example` });
      const login = subjectFor(provider);
      p[provider].accounts.set(login, { sub: login, email: owner.email, emailVerified: true });
      const result = await socialSignIn(t, provider, { login });
      const { status, body } = await exchange(t, result.code as string);
      expect(status).toBe(200);
      if (provider === 'naver') {
        // Naver never says the email is verified: a new account, the owner untouched.
        expect(body.outcome).toBe('signedIn');
        expect((await profileOf(body.token as string)).id).not.toBe(owner.id);
        return;
      }
      expect(body).toEqual({ outcome: 'link', provider, email: owner.email });
      const wrong = await t.request('POST', '/api/auth/oauth/link', {
        json: { code: result.code, password: 'not-the-password' },
      });
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).message).toBe('Bad credentials');
      expect(await rowCounts(t)).toMatchObject({ users: 1, identities: 0 });
      const linked = await t.request('POST', '/api/auth/oauth/link', {
        json: { code: result.code, password: owner.password },
      });
      expect(linked.status).toBe(200);
      const { token } = (await linked.json()) as { token: string };
      expect((await profileOf(token)).id).toBe(owner.id);
      // Used up: the same code links nothing twice.
      const replay = await t.request('POST', '/api/auth/oauth/link', {
        json: { code: result.code, password: owner.password },
      });
      expect(replay.status).toBe(400);
      // From now on the provider signs the owner straight in.
      expect((await profileOf(await signedIn(provider, login))).id).toBe(owner.id);
      expect(await rowCounts(t)).toMatchObject({ users: 1, identities: 1 });
    });

    it('refuses to link an unverified email: a new account without that email', async () => {
      const owner = await t.signUp({ email: `victim-${provider}@mail.example` });
      const login = subjectFor(provider);
      p[provider].accounts.set(login, { sub: login, email: owner.email, emailVerified: false });
      const token = await signedIn(provider, login);
      const profile = await profileOf(token);
      expect(profile.id).not.toBe(owner.id);
      expect(profile.email).toBeNull();
      const identities = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, owner.id));
      expect(identities).toEqual([]);
      const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
      expect(row?.email).toBe(owner.email);
    });

    it('refuses a tampered state, a replayed authorization code and a denied consent, creating nothing', async () => {
      const login = subjectFor(provider);
      const { jar, authorizeUrl } = await startAtApp(t, provider);
      const callbackUrl = await consentAtProvider(authorizeUrl, { login });
      const tampered = new URL(callbackUrl);
      tampered.searchParams.set('state', `${callbackUrl.searchParams.get('state')?.slice(0, -2)}xx`);
      const refused = await callbackAtApp(t, tampered, jar);
      expect(refused.status).toBe(302);
      expect(refused.headers.get('location')).toBe('/login/oauth/login/authentication-failure?reason=state');
      expect(await rowCounts(t)).toEqual({ users: 0, identities: 0, handoffs: 0 });

      // The real callback works once; the same code again (same cookie) is refused by the provider.
      const first = await callbackAtApp(t, callbackUrl, jar);
      expect(first.headers.get('location')).toMatch(/^\/login\/oauth\?code=/);
      const before = await rowCounts(t);
      const replay = await callbackAtApp(t, callbackUrl, jar);
      expect(replay.headers.get('location')).toBe(
        '/login/oauth/login/authentication-failure?reason=provider',
      );
      expect(await rowCounts(t)).toEqual(before);

      const denied = await socialSignIn(t, provider, { login: subjectFor(provider), decision: 'deny' });
      expect(denied).toMatchObject({ status: 302, reason: 'denied', code: null });
      expect(await rowCounts(t)).toEqual(before);
    });

    it('exchanges a one-time code once', async () => {
      const result = await socialSignIn(t, provider, { login: subjectFor(provider) });
      expect((await exchange(t, result.code as string)).status).toBe(200);
      const replay = await exchange(t, result.code as string);
      expect(replay.status).toBe(400);
      expect(replay.body).toMatchObject({ message: 'Invalid Code' });
      expect((await exchange(t, 'A'.repeat(43))).status).toBe(400);
    });

    it('ends on the failure page, never a 5xx, for a provider answering HTML or not at all', async () => {
      p[provider].mode = 'tokenHtml';
      expect(await socialSignIn(t, provider, { login: subjectFor(provider) })).toMatchObject({
        status: 302,
        reason: 'provider',
      });
      p[provider].mode = 'tokenHang';
      expect(await socialSignIn(t, provider, { login: subjectFor(provider) })).toMatchObject({
        status: 302,
        reason: 'timeout',
      });
      if (provider !== 'google') {
        p[provider].mode = 'userInfoHtml';
        expect(await socialSignIn(t, provider, { login: subjectFor(provider) })).toMatchObject({
          status: 302,
          reason: 'provider',
        });
      }
      expect(await rowCounts(t)).toEqual({ users: 0, identities: 0, handoffs: 0 });
    });
  });

  it('refuses an ID token for another audience or with a forged signature', async () => {
    for (const mode of ['wrongAudience', 'badSignature'] as const) {
      p.google.mode = mode;
      expect(await socialSignIn(t, 'google', { login: subjectFor('google') })).toMatchObject({
        status: 302,
        path: '/login/oauth/login/authentication-failure',
        reason: 'provider',
      });
    }
    expect(await rowCounts(t)).toEqual({ users: 0, identities: 0, handoffs: 0 });
  });

  it('ends bad callback input on the failure page: a huge state, control characters, no cookie', async () => {
    const { jar, authorizeUrl } = await startAtApp(t, 'kakao');
    const callbackUrl = await consentAtProvider(authorizeUrl, { login: subjectFor('kakao') });
    const path = callbackUrl.pathname;
    const state = callbackUrl.searchParams.get('state') as string;
    const code = callbackUrl.searchParams.get('code') as string;
    const cases: [string, string][] = [
      [`${path}?code=${code}&state=${'s'.repeat(100_000)}`, 'invalid'],
      [`${path}?code=${code}%01%1B%7F&state=${state}`, 'invalid'],
      [`${path}?code=${'c'.repeat(5000)}&state=${state}`, 'invalid'],
      [`${path}?code=${code}&state=${state}&error=${'%00'.repeat(3)}`, 'invalid'],
      [`${path}?state=${state}`, 'invalid'],
      [`/api/auth/oauth/twitter/callback?code=${code}&state=${state}`, 'disabled'],
    ];
    for (const [url, reason] of cases) {
      const res = await t.app.request(url, { headers: { cookie: jar.header() } });
      expect(res.status, url.slice(0, 80)).toBe(302);
      expect(res.headers.get('location')).toBe(`/login/oauth/login/authentication-failure?reason=${reason}`);
    }
    // The same through the real HTTP server: a state of 10,000 characters still reaches the route (past
    // Node's 16 KB header limit Node itself answers 431, also never a 5xx).
    const server = await t.listen();
    try {
      const res = await fetch(`${server.url}${path}?code=${code}&state=${'s'.repeat(10_000)}`, {
        redirect: 'manual',
        headers: { cookie: jar.header() },
      });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login/oauth/login/authentication-failure?reason=invalid');
    } finally {
      await server.close();
    }
    const noCookie = await t.app.request(`${path}?code=${code}&state=${state}`);
    expect(noCookie.headers.get('location')).toBe('/login/oauth/login/authentication-failure?reason=state');
    expect(await rowCounts(t)).toEqual({ users: 0, identities: 0, handoffs: 0 });
  });
});

describe('social login without configured providers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists none and sends a start to the failure page', async () => {
    expect(await (await t.request('GET', '/api/auth/oauth/providers')).json()).toEqual({ providers: [] });
    const res = await t.request('GET', '/api/auth/oauth/kakao');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login/oauth/login/authentication-failure?reason=disabled');
  });
});
