import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastPathOf } from '../../server/adapters/http/cache/fast-path';
import { createLogger } from '../../server/adapters/log/logger';
import { ARTICLE_OPERATIONS } from '../../src/contract/articles.operations';
import { operationId } from '../../src/contract/operation-match';
import { signUpBody } from '../fixtures/new-member';
import { subscribe } from './helpers/sse';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

/**
 * A strict reading of the Prometheus text format (0.0.4): every line is empty, a HELP or TYPE comment or a
 * sample `name{label="value",...} number` (Prometheus reads numbers with Go's ParseFloat, which takes
 * prom-client's `Nan` of an empty event-loop histogram); the samples by their series (name and labels as sent).
 */
const parseExposition = (text: string): Map<string, number> => {
  const samples = new Map<string, number>();
  const types = new Map<string, string>();
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
  const sample = new RegExp(
    `^(${NAME})(\\{(?:${LABEL})(?:,${LABEL})*\\})? (-?[0-9.eE+-]+|[Nn][Aa][Nn]|[+-]Inf)$`,
  );
  const lines = text.split('\n');
  expect(lines.at(-1)).toBe('');
  for (const line of lines.slice(0, -1)) {
    // The format ignores empty lines (prom-client puts one between families).
    if (line === '') continue;
    const help = new RegExp(`^# HELP (${NAME}) .+$`).exec(line);
    if (help) continue;
    const type = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
    if (type) {
      types.set(type[1] as string, type[2] as string);
      continue;
    }
    const match = sample.exec(line);
    if (!match) throw new Error(`not a Prometheus line: ${JSON.stringify(line)}`);
    const name = match[1] as string;
    const family = name.replace(/_(bucket|sum|count|total)$/, '');
    if (!types.has(name) && !types.has(family)) throw new Error(`sample without a TYPE: ${line}`);
    samples.set(`${name}${match[2] ?? ''}`, Number(match[3]));
  }
  return samples;
};

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('does not exist (404), whatever the token', async () => {
    expect((await t.request('GET', '/metrics')).status).toBe(404);
    expect((await t.request('GET', '/metrics', { token: TOKEN })).status).toBe(404);
  });

  it('refuses a METRICS_TOKEN shorter than 16 characters at start', async () => {
    await expect(createTestApp({ env: { METRICS_TOKEN: 'short-token' } })).rejects.toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
  });
});

describe.each(ENGINES)('/metrics on %s', (engine) => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  const scrape = async () => {
    const res = await t.request('GET', '/metrics', { token: TOKEN });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return parseExposition(await res.text());
  };
  const value = (samples: Map<string, number>, series: string) => samples.get(series) ?? 0;

  beforeAll(async () => {
    t = await createTestApp({
      engine,
      env: {
        METRICS_TOKEN: TOKEN,
        TRUST_PROXY: 'true',
        RATE_LIMIT_SIGN_UP_IP: '1/1h',
        RATE_LIMIT_SIGN_IN_ACCOUNT: '1/15m',
      },
      logger: createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) }),
    });
  });
  afterAll(() => t?.close());

  it('answers 401 without a token and with a wrong one', async () => {
    expect((await t.request('GET', '/metrics')).status).toBe(401);
    expect((await t.request('GET', '/metrics', { token: 'x'.repeat(TOKEN.length) })).status).toBe(401);
    expect((await t.request('GET', '/metrics', { token: `${TOKEN}x` })).status).toBe(401);
    expect((await t.request('GET', '/metrics', { token: TOKEN.slice(0, -1) })).status).toBe(401);
  });

  it('counts requests by contract operation and status class, never by raw path', async () => {
    const list = operationId(ARTICLE_OPERATIONS.list);
    const detail = operationId(ARTICLE_OPERATIONS.detail);
    const listSeries = `kickoff_http_request_duration_seconds_count{operation="${list}",status="2xx"}`;
    const detailSeries = `kickoff_http_request_duration_seconds_count{operation="${detail}",status="4xx"}`;
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await t.request('GET', '/api/articles?page=1')).status).toBe(200);
    expect((await t.request('GET', '/api/article/987654')).status).toBe(404);
    expect((await t.request('GET', '/api/article/987653')).status).toBe(404);
    const after = await scrape();
    expect(value(after, listSeries) - value(before, listSeries)).toBe(3);
    expect(value(after, detailSeries) - value(before, detailSeries)).toBe(2);
    const series = [...after.keys()].join('\n');
    expect(series).not.toContain('987654');
    expect(series).not.toContain('page=');
    expect(series).not.toContain('/api/');
  });

  it('times and ids answers of the listener fast path as Hono does', async () => {
    const list = operationId(ARTICLE_OPERATIONS.list);
    const series = `kickoff_http_request_duration_seconds_count{operation="${list}",status="2xx"}`;
    const server = await t.listen();
    try {
      const before = await scrape();
      const answered = fastPathOf(t.app)?.answered() ?? Number.NaN;
      // The first is computed by Hono and kept; the second is the listener's (cache/fast-path.ts).
      const first = await fetch(`${server.url}/api/articles?page=3`);
      const second = await fetch(`${server.url}/api/articles?page=3`, {
        headers: { 'X-Request-Id': 'fast-path-0001' },
      });
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers.get('x-request-id')).toBe('fast-path-0001');
      expect(fastPathOf(t.app)?.answered()).toBe(answered + 1);
      expect(value(await scrape(), series) - value(before, series)).toBe(2);
      expect(lines.find((line) => line.reqId === 'fast-path-0001')).toMatchObject({
        msg: 'request',
        path: '/api/articles',
        status: 200,
      });
    } finally {
      await server.close();
    }
  });

  it('counts response-cache hits and misses of anonymous reads', async () => {
    const hit = 'kickoff_response_cache_lookups_total{result="hit"}';
    const miss = 'kickoff_response_cache_lookups_total{result="miss"}';
    t.deps.responseCache?.clear();
    const before = await scrape();
    expect((await t.request('GET', '/api/articles?page=2')).status).toBe(200);
    expect((await t.request('GET', '/api/articles?page=2')).status).toBe(200);
    const after = await scrape();
    expect(value(after, miss) - value(before, miss)).toBeGreaterThanOrEqual(1);
    expect(value(after, hit) - value(before, hit)).toBeGreaterThanOrEqual(1);
  });

  it('counts a request refused by a rate limit under its limit name', async () => {
    const series = 'kickoff_rate_limit_refusals_total{limit="signUp"}';
    const before = await scrape();
    const signUp = (n: number) =>
      t.request('POST', '/api/auth/sign-up', {
        json: signUpBody({
          email: `metrics-${engine}-${n}@example.com`,
          password: 'password-1234',
          nickname: `지표${engine.slice(0, 2)}${n}`,
        }),
        headers: { 'X-Forwarded-For': '198.51.100.7' },
      });
    expect((await signUp(1)).status).toBe(201);
    expect((await signUp(2)).status).toBe(429);
    const after = await scrape();
    expect(value(after, series) - value(before, series)).toBe(1);
  });

  it('counts a sign-in refused after the account failures budget under signIn', async () => {
    const series = 'kickoff_rate_limit_refusals_total{limit="signIn"}';
    const before = await scrape();
    const signIn = () =>
      t.request('POST', '/api/auth/sign-in', {
        json: { email: `nobody-${engine}@example.com`, password: 'wrong-password-1' },
        headers: { 'X-Forwarded-For': '198.51.100.10' },
      });
    expect((await signIn()).status).toBe(401);
    expect((await signIn()).status).toBe(429);
    expect(value(await scrape(), series) - value(before, series)).toBe(1);
  });

  it('shows an open live stream in the gauge, and not once it is closed', async () => {
    const user = await t.signUp({ headers: { 'X-Forwarded-For': '198.51.100.8' } });
    const base = value(await scrape(), 'kickoff_open_streams');
    const abort = new AbortController();
    const res = await subscribe(t, user.token, abort.signal);
    expect(res.status).toBe(200);
    await vi.waitFor(async () => expect(value(await scrape(), 'kickoff_open_streams')).toBe(base + 1), {
      timeout: 10_000,
    });
    await res.body?.cancel();
    abort.abort();
    await vi.waitFor(async () => expect(value(await scrape(), 'kickoff_open_streams')).toBe(base), {
      timeout: 10_000,
    });
  });

  it('carries process memory and event-loop lag, and pool use only where the driver has a pool', async () => {
    const samples = await scrape();
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.has('nodejs_heap_size_used_bytes')).toBe(true);
    if (engine === 'postgres') {
      expect(value(samples, 'kickoff_db_pool_connections')).toBeGreaterThan(0);
      expect(samples.has('kickoff_db_pool_idle')).toBe(true);
      expect(samples.has('kickoff_db_pool_waiting')).toBe(true);
    } else expect(samples.has('kickoff_db_pool_connections')).toBe(false);
  });

  it('gives each request an id, echoed in the response and in every log line of the request', async () => {
    const user = await t.signUp({ headers: { 'X-Forwarded-For': '198.51.100.9' } });
    const res = await t.request('POST', '/api/auth/password-reset', {
      json: { email: user.email },
      headers: { 'X-Request-Id': 'reset-req-0042' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('x-request-id')).toBe('reset-req-0042');
    // The mail line is written by the mailer inside the request, the request line by the log middleware.
    await vi.waitFor(() => {
      const mine = lines.filter((line) => line.reqId === 'reset-req-0042');
      expect(mine.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['mail written to the outbox', 'request']),
      );
    });
    const request = lines.find((line) => line.reqId === 'reset-req-0042' && line.msg === 'request');
    expect(request).toMatchObject({ method: 'POST', path: '/api/auth/password-reset' });
    // Every line of a request carries an id, whichever request wrote it.
    const ofRequests = lines.filter(
      (line) => line.msg === 'request' || line.msg === 'mail written to the outbox',
    );
    expect(ofRequests.length).toBeGreaterThan(5);
    for (const line of ofRequests) expect(line.reqId).toEqual(expect.any(String));
  });

  it('makes a new id when none, or an insane one, is sent', async () => {
    const plain = await t.request('GET', '/api/articles');
    const fresh = plain.headers.get('x-request-id');
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.request('GET', '/api/articles', {
      headers: { 'X-Request-Id': 'bad id" injected\u0007' },
    });
    const replaced = hostile.headers.get('x-request-id');
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced).not.toBe(fresh);
    expect(lines.some((line) => line.msg === 'request' && line.reqId === replaced)).toBe(true);
  });
});
