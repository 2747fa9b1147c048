import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inProcessBus } from '../../bus/in-process-bus';
import { matchesEtag } from './cached-response';
import { CACHE_TTL_MS, createResponseCache, etagOf } from './response-cache';

const START = new Date('2026-03-01T00:00:00Z');

const setup = (options: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}) => {
  const bus = inProcessBus();
  let now = START;
  const cache = createResponseCache({ channel: bus, clock: () => now, ...options });
  return { bus, cache, move: (ms: number) => (now = new Date(now.getTime() + ms)) };
};

const big = (n: number) => ({ items: Array.from({ length: n }, (_, i) => ({ id: i, title: `제목 ${i}` })) });

describe('response cache', () => {
  it('keeps an answer until a write of its scope is announced, and only that scope', () => {
    const { bus, cache } = setup();
    cache.put('/api/articles', 'article', cache.generation('article'), { a: 1 });
    cache.put('/api/board/posts', 'post', cache.generation('post'), { p: 1 });
    expect(JSON.parse(Buffer.from(cache.get('/api/articles')?.json ?? []).toString())).toEqual({ a: 1 });
    bus.announce(['article']);
    expect(cache.get('/api/articles')).toBeUndefined();
    expect(cache.get('/api/board/posts')).toBeDefined();
    bus.announce(['youth', 'post']);
    expect(cache.get('/api/board/posts')).toBeUndefined();
  });

  it('answers but never keeps what was computed while a write of its scope was announced', () => {
    const { bus, cache } = setup();
    const before = cache.generation('qna');
    bus.announce(['qna']);
    const answer = cache.put('/api/board/qna/posts', 'qna', before, { stale: true });
    expect(answer.json.byteLength).toBeGreaterThan(0);
    expect(cache.get('/api/board/qna/posts')).toBeUndefined();
  });

  it(`serves an answer at most ${CACHE_TTL_MS} ms of the server clock, forwards or backwards`, () => {
    const { cache, move } = setup();
    cache.put('/k', 'article', 0, { v: 1 });
    move(CACHE_TTL_MS - 1);
    expect(cache.get('/k')).toBeDefined();
    move(1);
    expect(cache.get('/k')).toBeUndefined();
    cache.put('/k', 'article', 0, { v: 2 });
    move(-CACHE_TTL_MS);
    expect(cache.get('/k')).toBeUndefined();
    const { cache: instant } = setup({ ttlMs: 0 });
    instant.put('/k', 'article', 0, { v: 3 });
    expect(instant.get('/k')).toBeUndefined();
  });

  it('offers an answer past its time to live as stale (to serve while it is computed again) up to twice that', () => {
    const { bus, cache, move } = setup();
    cache.put('/k', 'post', 0, { v: 1 });
    expect(cache.lookup('/k')?.stale).toBe(false);
    move(CACHE_TTL_MS);
    expect(cache.lookup('/k')?.stale).toBe(true);
    expect(cache.get('/k')).toBeUndefined();
    move(CACHE_TTL_MS - 1);
    expect(cache.lookup('/k')?.stale).toBe(true);
    move(1);
    expect(cache.lookup('/k')).toBeUndefined();
    // A write is never served stale.
    cache.put('/w', 'post', cache.generation('post'), { v: 2 });
    move(CACHE_TTL_MS);
    bus.announce(['post']);
    expect(cache.lookup('/w')).toBeUndefined();
  });

  it('drops the oldest answers past its entry and byte bounds', async () => {
    const { cache } = setup({ maxEntries: 2 });
    for (const key of ['/1', '/2', '/3']) cache.put(key, 'article', 0, { key });
    expect([cache.get('/1'), cache.get('/2'), cache.get('/3')].map(Boolean)).toEqual([false, true, true]);
    const { cache: small } = setup({ maxBytes: 3000 });
    const first = small.put('/a', 'article', 0, big(60));
    small.put('/b', 'article', 0, big(60));
    expect(first.json.byteLength).toBeGreaterThan(1500);
    expect(small.get('/a')).toBeUndefined();
    expect(small.get('/b')).toBeDefined();
    expect(small.size().bytes).toBeLessThanOrEqual(3000);
    // Compressed forms count too, and are kept with the answer.
    await small.form(small.get('/b') as NonNullable<ReturnType<typeof small.get>>, 'br');
    expect(small.size().bytes).toBeLessThanOrEqual(3000);
  });

  it('compresses once per encoding, to bytes that decode to the JSON, each with its own strong ETag', async () => {
    const { cache } = setup();
    const answer = cache.put('/big', 'article', 0, big(200));
    expect(answer.compressible).toBe(true);
    const br = await cache.form(answer, 'br');
    const gz = await cache.form(answer, 'gzip');
    expect(cache.form(answer, 'br')).toBe(br);
    expect(br.byteLength).toBeLessThan(answer.json.byteLength);
    expect((await promisify(brotliDecompress)(br)).equals(Buffer.from(answer.json))).toBe(true);
    expect((await promisify(gunzip)(gz)).equals(Buffer.from(answer.json))).toBe(true);
    const tags = [etagOf(answer, null), etagOf(answer, 'br'), etagOf(answer, 'gzip')];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    // The same JSON gives the same tags; another gives others.
    expect(etagOf(cache.put('/same', 'article', 0, big(200)), null)).toBe(tags[0]);
    expect(etagOf(cache.put('/other', 'article', 0, big(201)), null)).not.toBe(tags[0]);
    expect(cache.put('/tiny', 'article', 0, { a: 1 }).compressible).toBe(false);
  });

  it('computes a key once while concurrent misses wait, and again after', async () => {
    const { cache } = setup();
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return cache.put('/k', 'article', 0, { runs });
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.once('/k', compute)));
    expect(runs).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await cache.once('/k', compute);
    expect(runs).toBe(2);
  });

  it('forgets everything on clear(), and stops listening on close()', () => {
    const { bus, cache } = setup();
    cache.put('/k', 'youth', 0, {});
    cache.clear();
    expect(cache.get('/k')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
    const generation = cache.generation('youth');
    cache.close();
    bus.announce(['youth']);
    expect(cache.generation('youth')).toBe(generation);
  });
});

describe('If-None-Match', () => {
  it('matches the ETag in a list, weak or not, and *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc-br"', '"abc-br"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abc-br"', '"abc"')).toBe(false);
    expect(matchesEtag('"ab"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
