import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/adapters/http/app';
import type { AppEnv } from '../../server/adapters/http/env';
import { createLogger } from '../../server/adapters/log/logger';
import { type Cast, publishArticle, signUpCast } from './helpers/articles.fixtures';
import { at, FREE_BOARD, writePost } from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const START = new Date('2026-03-01T03:00:00Z');
const HOUR = 3_600_000;
const COOKIE = 'kickoff_visitor';

type Answer = { status: number; views: number; setCookie: string[] };

/** `name=value` of the visitor cookie a response sets, if it sets one. */
const visitorCookie = (a: Answer): string | undefined =>
  a.setCookie.find((c) => c.startsWith(`${COOKIE}=`))?.split(';')[0];

/**
 * Issue 14: one address sending a new User-Agent string each time counted a new view each time. A
 * visitor is now their address (behind a trusted proxy, the forwarded one) and a first-party cookie:
 * a view counts only when neither was seen on the item within 24 hours.
 */
describe.each(ENGINES)('anonymous view counting on %s', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let now = START;
  let logs = '';
  /** The same database behind a trusted proxy, served at an https address. */
  let proxied: Hono<AppEnv>;
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logs += String(chunk);
        done();
      },
    });
    t = await createTestApp({ engine, clock: () => now, logger: createLogger('info', sink) });
    proxied = createApp({
      ...t.deps,
      config: { ...t.deps.config, trustProxy: true, publicUrl: 'https://kickoff.example' },
    });
    server = await t.listen();
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });
  beforeEach(async () => {
    now = START;
    await t.reset();
    cast = await signUpCast(t);
  });

  /** A GET over a real socket from `localAddress` (any 127.x address reaches the loopback server). */
  const fromSocket = (path: string, localAddress: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(`${server.url}${path}`, { localAddress, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            views: res.statusCode === 200 ? (JSON.parse(body) as { views: number }).views : -1,
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  /** A GET to the app behind the trusted proxy (in-process: no socket address at all). */
  const viaProxy = async (path: string, headers: Record<string, string>): Promise<Answer> => {
    const res = await proxied.request(path, { headers });
    return {
      status: res.status,
      views: res.status === 200 ? ((await res.json()) as { views: number }).views : -1,
      setCookie: res.headers.getSetCookie(),
    };
  };

  const agents = Array.from({ length: 20 }, (_, i) => `Mozilla/5.0 (agent ${i}) Chrome/${100 + i}.0`);

  it('one address with 20 User-Agent strings is one view; another address is a second', async () => {
    const path = `/api/article/${await publishArticle(t, cast.author.token)}`;
    for (const agent of agents) {
      const answer = await fromSocket(path, '127.0.0.1', { 'user-agent': agent });
      expect(answer).toMatchObject({ status: 200, views: 1 });
    }
    expect((await fromSocket(path, '127.0.0.2', { 'user-agent': agents[0] as string })).views).toBe(2);
    expect((await fromSocket(path, '127.0.0.2', { 'user-agent': agents[1] as string })).views).toBe(2);
    // A board post is counted the same way.
    const post = at(FREE_BOARD.paths.detail, { id: await writePost(t, FREE_BOARD, cast.author.token) });
    for (const agent of agents.slice(0, 5))
      expect((await fromSocket(post, '127.0.0.3', { 'user-agent': agent })).views).toBe(1);
  });

  it('clearing the cookie is not a new view either, and the cookie follows a visitor to a new address', async () => {
    const path = `/api/article/${await publishArticle(t, cast.author.token)}`;
    const first = await fromSocket(path, '127.0.0.1');
    const cookie = visitorCookie(first);
    expect(cookie).toMatch(new RegExp(`^${COOKIE}=[A-Za-z0-9_-]{22}$`));
    // Sent back, it is kept (no new cookie); cleared, a new one is set but the address is still known.
    const again = await fromSocket(path, '127.0.0.1', { cookie: cookie as string });
    expect(again).toMatchObject({ views: 1, setCookie: [] });
    const cleared = await fromSocket(path, '127.0.0.1');
    expect(cleared.views).toBe(1);
    expect(visitorCookie(cleared)).not.toBe(cookie);
    // A tampered cookie counts as none (replaced), and the address still decides.
    const forged = await fromSocket(path, '127.0.0.1', { cookie: `${COOKIE}=x'; drop table` });
    expect(forged.views).toBe(1);
    expect(visitorCookie(forged)).toMatch(new RegExp(`^${COOKIE}=[A-Za-z0-9_-]{22}$`));
    // The same browser on another network (Wi-Fi to mobile) is still the same visitor.
    expect((await fromSocket(path, '127.0.0.2', { cookie: cookie as string })).views).toBe(1);
    // A visitor counts again after 24 hours.
    now = new Date(START.getTime() + 24 * HOUR + 1000);
    expect((await fromSocket(path, '127.0.0.1', { cookie: cookie as string })).views).toBe(2);
    expect((await fromSocket(path, '127.0.0.1')).views).toBe(2);
    // The cookie never reaches the logs.
    const value = (cookie as string).split('=')[1] as string;
    expect(logs).toContain('"path":"/api/article/');
    expect(logs).not.toContain(value);
  });

  it('behind a trusted proxy the forwarded address is the visitor’s, whatever the User-Agent', async () => {
    const path = `/api/article/${await publishArticle(t, cast.author.token)}`;
    for (const agent of agents) {
      const answer = await viaProxy(path, { 'x-forwarded-for': '203.0.113.7', 'user-agent': agent });
      expect(answer).toMatchObject({ status: 200, views: 1 });
    }
    // The first hop is the client; the proxies after it do not matter.
    expect((await viaProxy(path, { 'x-forwarded-for': '203.0.113.7, 10.0.0.9' })).views).toBe(1);
    expect((await viaProxy(path, { 'x-forwarded-for': '198.51.100.4, 10.0.0.9' })).views).toBe(2);
    expect((await viaProxy(path, { 'x-forwarded-for': '198.51.100.5' })).views).toBe(3);
    // Without TRUST_PROXY the header is the caller's own choice and is ignored: one socket, one view.
    expect((await fromSocket(path, '127.0.0.1', { 'x-forwarded-for': '192.0.2.1' })).views).toBe(4);
    expect((await fromSocket(path, '127.0.0.1', { 'x-forwarded-for': '192.0.2.2' })).views).toBe(4);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, long-lived, and Secure when PUBLIC_URL is https', async () => {
    const path = `/api/article/${await publishArticle(t, cast.author.token)}`;
    const attributes = (a: Answer) => {
      const [set] = a.setCookie;
      expect(a.setCookie).toHaveLength(1);
      return (set as string).split(';').map((part) => part.trim().toLowerCase());
    };
    const plain = attributes(await fromSocket(path, '127.0.0.1'));
    expect(plain).toEqual(expect.arrayContaining(['path=/', 'httponly', 'samesite=lax']));
    expect(plain).not.toContain('secure');
    const maxAge = Number(plain.find((a) => a.startsWith('max-age='))?.slice('max-age='.length));
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    const secure = attributes(await viaProxy(path, { 'x-forwarded-for': '203.0.113.8' }));
    expect(secure).toEqual(expect.arrayContaining(['path=/', 'httponly', 'samesite=lax', 'secure']));
    // A signed-in reader is counted by their account and gets no cookie.
    const res = await t.request('GET', path, { token: cast.user.token });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(((await res.json()) as { views: number }).views).toBe(3);
  });
});
