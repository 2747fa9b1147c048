import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Cast,
  publishArticle,
  signUpCast,
} from '../../../../tests/integration/helpers/articles.fixtures';
import { createTestApp, ENGINES, type TestApp } from '../../../../tests/integration/helpers/test-app';
import { createLogger } from '../../log/logger';
import { createListener } from '../listener';
import { fastPathOf } from './fast-path';

const NOW = new Date('2026-03-02T03:00:00Z');
const LIST = '/api/articles?tag=&sortBy=publishedAt&page=1&size=10';
const POPULAR = '/api/articles/popular';
const detailOf = (id: number) => `/api/article/${id}`;
/** Visitor cookies as the detail route sets them (22 base64url characters). */
const VISITOR_A = 'kickoff_visitor=fastVisitorA0123456789';
const VISITOR_B = 'kickoff_visitor=fastVisitorB0123456789';
const BROWSER = { 'Accept-Encoding': 'br, gzip' };

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request over a real socket, the body as sent (node:http does not decompress). */
const raw = (base: string, path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new Promise<Raw>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: init.method ?? 'GET', headers: init.headers });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

/** Headers to compare between two answers: all but the date and the request's own id (present in both). */
const comparable = (headers: IncomingHttpHeaders) => {
  const { date: _date, 'x-request-id': reqId, ...rest } = headers;
  expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
  return rest;
};

/**
 * Issue 13: a fresh cached answer to an anonymous read is written by the listener before Hono
 * (cache/fast-path.ts). It must be the answer Hono would send, byte for byte, and never serve anyone
 * Hono would treat differently.
 */
describe.each(ENGINES)('the listener fast path on %s', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let fast: { url: string; close: () => Promise<void> };
  let full: { url: string; close: () => Promise<void> };
  const answered = () => fastPathOf(t.app)?.answered() ?? -1;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    // Behind a proxy, so that visitors can come from different addresses (view counting); the request
    // log on, to compare its lines.
    t = await createTestApp({
      engine,
      clock: () => NOW,
      config: { trustProxy: true },
      logger: createLogger('info', sink),
    });
    fast = await t.listen();
    // The same app and cache through a listener without the fast path: what Hono answers.
    const server = createServer(createListener(t.app, t.deps.config.imageBaseUrl, { fastPath: false }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    full = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () =>
        new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        }),
    };
  });
  afterAll(async () => {
    await fast.close();
    await full.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    cast = await signUpCast(t);
  });

  /** The same request through Hono and then the fast path: the second must be answered before Hono. */
  const both = async (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => {
    const viaHono = await raw(full.url, path, init);
    const before = answered();
    const viaFastPath = await raw(fast.url, path, init);
    expect(answered()).toBe(before + 1);
    return { viaHono, viaFastPath };
  };

  it('answers a kept list, popular block and detail with the bytes and headers Hono sends', async () => {
    const id = await publishArticle(t, cast.author.token, { content: `<p>${'긴 본문 '.repeat(400)}</p>` });
    for (const path of [LIST, POPULAR, detailOf(id)]) {
      const cookie: Record<string, string> = path === detailOf(id) ? { Cookie: VISITOR_A } : {};
      // Computed once, with its compressed forms made.
      for (const encoding of ['br', 'gzip', 'identity'])
        expect(
          (await raw(full.url, path, { headers: { 'Accept-Encoding': encoding, ...cookie } })).status,
        ).toBe(200);
      for (const encoding of ['br, gzip', 'gzip', 'identity']) {
        const headers = { 'Accept-Encoding': encoding, ...cookie };
        const { viaHono, viaFastPath } = await both(path, { headers });
        expect(viaFastPath.status).toBe(200);
        expect(viaFastPath.body.equals(viaHono.body)).toBe(true);
        expect(comparable(viaFastPath.headers)).toEqual(comparable(viaHono.headers));
        expect(viaFastPath.headers).toMatchObject({
          'cache-control': 'private, no-cache',
          vary: 'Accept-Encoding, Authorization',
          'x-frame-options': 'DENY',
          'x-content-type-options': 'nosniff',
        });
        expect(viaFastPath.headers['content-security-policy']).toContain("default-src 'self'");
        expect(viaFastPath.headers['content-encoding']).toBe(
          encoding === 'identity' ? undefined : encoding.split(',')[0],
        );
        expect(viaFastPath.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}(-br|-gz)?"$/);
      }
    }
  });

  it('answers a youth read, kept per Seoul day, and a small answer sent uncompressed', async () => {
    const path = '/api/youth/news?page=0';
    expect((await raw(full.url, path, { headers: BROWSER })).status).toBe(200);
    const { viaHono, viaFastPath } = await both(path, { headers: BROWSER });
    expect(viaFastPath.status).toBe(200);
    expect(viaFastPath.body.equals(viaHono.body)).toBe(true);
    expect(comparable(viaFastPath.headers)).toEqual(comparable(viaHono.headers));
    expect(viaFastPath.headers['content-encoding']).toBeUndefined();
  });

  it('answers If-None-Match with 304 and HEAD with the headers alone, as Hono does', async () => {
    await publishArticle(t, cast.author.token);
    const first = await raw(full.url, LIST, { headers: BROWSER });
    const etag = first.headers.etag as string;
    const revalidate = await both(LIST, { headers: { ...BROWSER, 'If-None-Match': etag } });
    expect(revalidate.viaFastPath.status).toBe(304);
    expect(revalidate.viaFastPath.body.byteLength).toBe(0);
    expect(comparable(revalidate.viaFastPath.headers)).toEqual(comparable(revalidate.viaHono.headers));
    expect(revalidate.viaFastPath.headers.etag).toBe(etag);

    const head = await both(LIST, { method: 'HEAD', headers: BROWSER });
    expect(head.viaFastPath.status).toBe(200);
    expect(head.viaFastPath.body.byteLength).toBe(0);
    expect(comparable(head.viaFastPath.headers)).toEqual(comparable(head.viaHono.headers));
    expect(head.viaFastPath.headers.etag).toBe(etag);
  });

  it('writes the request log line Hono writes', async () => {
    const id = await publishArticle(t, cast.author.token);
    const path = detailOf(id);
    const lineOf = async (base: string) => {
      logLines.length = 0;
      expect((await raw(base, path, { headers: { ...BROWSER, Cookie: VISITOR_A } })).status).toBe(200);
      const lines = logLines.filter((line) => line.msg === 'request');
      expect(lines).toHaveLength(1);
      const { time: _time, ms, reqId, ...rest } = lines[0] as Record<string, unknown>;
      expect(typeof ms).toBe('number');
      expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
      return rest;
    };
    const viaHono = await lineOf(full.url);
    const before = answered();
    expect(await lineOf(fast.url)).toEqual(viaHono);
    expect(answered()).toBe(before + 1);
    expect(viaHono).toMatchObject({ method: 'GET', path, status: 200 });
  });

  it('never answers a request with Authorization, nor a miss, from the fast path', async () => {
    await publishArticle(t, cast.author.token);
    const before = answered();
    // A miss goes to Hono, which keeps the answer; the next one is the fast path's.
    expect((await raw(fast.url, LIST, { headers: BROWSER })).status).toBe(200);
    expect(answered()).toBe(before);
    const signedIn = await raw(fast.url, LIST, {
      headers: { ...BROWSER, Authorization: `Bearer ${cast.user.token}` },
    });
    expect(signedIn.status).toBe(200);
    // A bad token is refused even where visitors may read: the cache did not answer it.
    const forged = await raw(fast.url, LIST, { headers: { ...BROWSER, Authorization: 'Bearer forged' } });
    expect(forged.status).toBe(401);
    expect(answered()).toBe(before);
    expect((await raw(fast.url, LIST, { headers: BROWSER })).status).toBe(200);
    expect(answered()).toBe(before + 1);
  });

  it('shows a like, a comment and an edit to the next anonymous read', async () => {
    const id = await publishArticle(t, cast.author.token, { title: '처음 제목' });
    const read = async (path: string) => {
      await raw(fast.url, path, { headers: { Cookie: VISITOR_A } });
      const before = answered();
      const res = await raw(fast.url, path, { headers: { Cookie: VISITOR_A } });
      expect(answered()).toBe(before + 1);
      return JSON.parse(res.body.toString('utf8'));
    };
    expect(await read(detailOf(id))).toMatchObject({ likeCount: 0, commentCount: 0 });
    expect((await read(LIST)).data[0]).toMatchObject({ title: '처음 제목', likeCount: 0 });

    const like = await t.request('PATCH', `/api/article/${id}/like`, { token: cast.user.token });
    expect(like.status).toBe(200);
    expect(await read(detailOf(id))).toMatchObject({ likeCount: 1 });
    const comment = await t.request('POST', `/api/article/${id}/comment`, {
      token: cast.user.token,
      json: { content: '좋은 글입니다' },
    });
    expect(comment.status).toBe(201);
    expect(await read(detailOf(id))).toMatchObject({ commentCount: 1 });
    const edit = { title: '고친 제목', content: '<p>고친 본문</p>', tags: ['ETC'], thumbnailUrl: null };
    expect((await t.request('PATCH', detailOf(id), { token: cast.author.token, json: edit })).status).toBe(
      200,
    );
    expect((await read(LIST)).data[0]).toMatchObject({ title: '고친 제목', likeCount: 1, commentCount: 1 });
    expect(await read(detailOf(id))).toMatchObject({ title: '고친 제목' });
  });

  it('counts a detail view once per visitor, on either path, and leaves a new visitor to Hono', async () => {
    const id = await publishArticle(t, cast.author.token);
    const views = async (base: string, cookie: string, address: string) => {
      const res = await raw(base, detailOf(id), { headers: { Cookie: cookie, 'X-Forwarded-For': address } });
      expect(res.status).toBe(200);
      return (JSON.parse(res.body.toString('utf8')) as { views: number }).views;
    };
    // The first read computes the answer and counts visitor A.
    const start = await views(full.url, VISITOR_A, '10.0.0.1');
    const before = answered();
    // Visitor A again, on the fast path: nothing more counted.
    expect(await views(fast.url, VISITOR_A, '10.0.0.1')).toBe(start);
    // Visitor B, first read on the fast path: counted at once, and once.
    expect(await views(fast.url, VISITOR_B, '10.0.0.2')).toBe(start + 1);
    expect(await views(fast.url, VISITOR_B, '10.0.0.2')).toBe(start + 1);
    // The same visitor B through Hono is not counted again (the same viewer keys).
    expect(await views(full.url, VISITOR_B, '10.0.0.2')).toBe(start + 1);
    expect(answered()).toBe(before + 3);
    // A visitor without a cookie gets one from Hono (and is counted there).
    const stranger = await raw(fast.url, detailOf(id), { headers: { 'X-Forwarded-For': '10.0.0.3' } });
    expect(stranger.headers['set-cookie']?.[0]).toMatch(/^kickoff_visitor=[A-Za-z0-9_-]{22};/);
    expect(answered()).toBe(before + 3);
    expect(JSON.parse(stranger.body.toString('utf8'))).toMatchObject({ views: start + 2 });
    await t.flushViews();
  });
});
