import { count } from 'drizzle-orm';
import { oauthHandoffs, userIdentities, users } from '../../../server/adapters/db/schema';
import type { SocialProvider } from '../../../src/domain/social-login';
import type { TestApp } from './test-app';

/** The app's PUBLIC_URL in these tests: redirect URIs are built from it, requests stay in-process. */
export const APP_BASE_URL = 'http://kickoff.test';

/** Cookies of one site as a browser would keep them (path and expiry ignored: a short flow). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  has(name: string) {
    return this.cookies.has(name);
  }
}

/** Starts a sign-in at the app: the provider's authorization URL and the browser's app cookies. */
export const startAtApp = async (t: TestApp, provider: SocialProvider) => {
  const jar = new CookieJar();
  const res = await t.app.request(`/api/auth/oauth/${provider}`);
  jar.take(res);
  return { res, jar, authorizeUrl: new URL(res.headers.get('location') ?? '', APP_BASE_URL) };
};

/**
 * Plays the person at the provider: follows its redirects, answers the consent page as `login` with
 * `decision`, and returns the URL the provider sends the browser back to (the app's callback).
 */
export const consentAtProvider = async (
  authorizeUrl: URL,
  options: { login: string; decision?: 'allow' | 'deny' },
): Promise<URL> => {
  const jar = new CookieJar();
  let url = authorizeUrl;
  let form: URLSearchParams | null = null;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ?? undefined,
    });
    jar.take(res);
    form = null;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== authorizeUrl.origin) return next;
      url = next;
      await res.arrayBuffer();
      continue;
    }
    const page = await res.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    if (res.status !== 200 || !action)
      throw new Error(`provider answered ${res.status}: ${page.slice(0, 300)}`);
    url = new URL(action, url);
    form = new URLSearchParams({ login: options.login, decision: options.decision ?? 'allow' });
  }
  throw new Error('too many redirects at the provider');
};

/** Delivers the provider's redirect to the app's callback with the browser's cookies. */
export const callbackAtApp = async (t: TestApp, callbackUrl: URL, jar: CookieJar) =>
  t.app.request(`${callbackUrl.pathname}${callbackUrl.search}`, { headers: { cookie: jar.header() } });

/** Where a callback answer sends the browser: the one-time code, or the failure reason. */
export const outcomeOf = (res: Response) => {
  const location = new URL(res.headers.get('location') ?? '', APP_BASE_URL);
  return {
    status: res.status,
    path: location.pathname,
    code: location.searchParams.get('code'),
    reason: location.searchParams.get('reason'),
  };
};

/** The whole browser journey up to the app's redirect after the callback. */
export const socialSignIn = async (
  t: TestApp,
  provider: SocialProvider,
  options: { login: string; decision?: 'allow' | 'deny' },
) => {
  const { jar, authorizeUrl } = await startAtApp(t, provider);
  const callbackUrl = await consentAtProvider(authorizeUrl, options);
  const res = await callbackAtApp(t, callbackUrl, jar);
  return { ...outcomeOf(res), callbackUrl, jar };
};

export const exchange = async (t: TestApp, code: string) => {
  const res = await t.request('POST', '/api/auth/oauth/exchange', { json: { code } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** Rows that a refused sign-in must not have added. */
export const rowCounts = async (t: TestApp) => {
  const [[u], [i], [h]] = await Promise.all([
    t.db.select({ n: count() }).from(users),
    t.db.select({ n: count() }).from(userIdentities),
    t.db.select({ n: count() }).from(oauthHandoffs),
  ]);
  return { users: u?.n ?? 0, identities: i?.n ?? 0, handoffs: h?.n ?? 0 };
};
