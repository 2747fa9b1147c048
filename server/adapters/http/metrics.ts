import { timingSafeEqual } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { operationId, operationMatcher } from '../../../src/contract/operation-match';
import type { Operation } from '../../../src/contract/operation';
import type { Db } from '../db/client';
import type { AppEnv } from './env';
import type { Metrics } from './metrics-type';

export type { Metrics } from './metrics-type';

/** What a response cache reports (cache/response-cache.ts `stats`). */
type CacheStats = () => { readonly hits: number; readonly misses: number };

/** node-postgres's Pool exposes its counts; PGlite (one connection) has none and is left out. */
type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };
const poolOf = (db: Db): PoolCounts | undefined => {
  const client = (db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return client && typeof client.totalCount === 'number' && typeof client.waitingCount === 'number'
    ? (client as PoolCounts)
    : undefined;
};

export const createMetrics = (deps: {
  readonly operations: readonly Operation[];
  readonly db: Db;
  readonly cacheStats?: CacheStats;
}): Metrics => {
  const registry = new Registry();
  // Process memory, CPU, handles and event-loop lag.
  collectDefaultMetrics({ register: registry });
  const match = operationMatcher(deps.operations);
  const durations = new Histogram({
    name: 'kickoff_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by contract operation id and status class',
    labelNames: ['operation', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'kickoff_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by limit name',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  const streamSources: (() => number)[] = [];
  new Gauge({
    name: 'kickoff_open_streams',
    help: 'Open live notification streams',
    registers: [registry],
    collect() {
      this.set(streamSources.reduce((sum, size) => sum + size(), 0));
    },
  });
  const cacheStats = deps.cacheStats;
  if (cacheStats) {
    // Counted by the cache itself; the counter is brought up to its totals at each scrape.
    const seen = { hits: 0, misses: 0 };
    new Counter({
      name: 'kickoff_response_cache_lookups_total',
      help: 'Response cache lookups of anonymous reads, by result (hit or miss)',
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        const now = cacheStats();
        this.inc({ result: 'hit' }, now.hits - seen.hits);
        this.inc({ result: 'miss' }, now.misses - seen.misses);
        seen.hits = now.hits;
        seen.misses = now.misses;
      },
    });
  }
  const pool = poolOf(deps.db);
  if (pool) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    gauge('kickoff_db_pool_connections', 'Database pool connections (open)', () => pool.totalCount);
    gauge('kickoff_db_pool_idle', 'Database pool connections idle', () => pool.idleCount);
    gauge(
      'kickoff_db_pool_waiting',
      'Queries waiting for a database pool connection',
      () => pool.waitingCount,
    );
  }
  return {
    registry,
    observe: (method, path, status, seconds) => {
      // Never the raw path: ids and queries would make a series per item. Unknown paths share one label.
      const operation = path.startsWith('/api/')
        ? (() => {
            const found = match(method, path);
            return found ? operationId(found.op) : 'unmatchedApi';
          })()
        : 'page';
      durations.observe({ operation, status: `${Math.floor(status / 100)}xx` }, seconds);
    },
    refused: (limit) => refusals.inc({ limit }),
    watchStreams: (size) => void streamSources.push(size),
  };
};

/** Times every request that reaches Hono (the listener's fast path answers cached reads before it). */
export const metricsMiddleware =
  (metrics: Metrics): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    c.set('metrics', metrics);
    await next();
    metrics.observe(c.req.method, c.req.path, c.res.status, (performance.now() - started) / 1000);
  };

/** Constant-time comparison of the presented bearer token with the configured one. */
const tokenMatches = (header: string | undefined, token: string): boolean => {
  const presented = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  // Compared at the expected length whatever was sent, so the time says nothing of the token.
  const padded = Buffer.alloc(expected.length);
  presented.copy(padded);
  return timingSafeEqual(padded, expected) && presented.length === expected.length;
};

/**
 * GET /metrics in Prometheus text, only with `Authorization: Bearer <METRICS_TOKEN>`; without a
 * configured token the path does not exist (404 from the app), so metrics are never public.
 */
export const registerMetricsRoute = (app: Hono<AppEnv>, metrics: Metrics, token: string): void => {
  app.get('/metrics', async (c) => {
    if (!tokenMatches(c.req.header('authorization'), token))
      return c.json({ message: 'Unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' });
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
};
