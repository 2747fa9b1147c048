import { Effect } from 'effect';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../../src/contract/operation';
import type { RateLimitPolicy } from '../../../src/domain/rate-limit';
import { RATE_LIMIT_TEXT } from '../../../src/domain/text/rate-limit';
import { readRateLimits, type RateLimitConfig } from '../rate-limit/rate-limit-rules';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import type { AppEnv } from './env';
import { HttpError } from './http-error';
import { routesOf, serve } from './operation-routes';

const config = (env: Record<string, string>): RateLimitConfig => {
  const read = readRateLimits(env);
  if ('error' in read) throw new Error(read.error);
  return read;
};

const DAY = 24 * 60 * 60 * 1000;

/**
 * The route registration applies an operation's `rateLimit`: here on write operations of the kind the
 * content routes declare (comment, post, like), for a signed-in user whose account age the test picks.
 */
const appWith = (limits: RateLimitConfig, user: { id: number; ageMs: number } | null) => {
  const op = (policy: RateLimitPolicy): Operation => ({
    method: 'post',
    path: `/api/test/${policy}`,
    tag: 'test',
    summary: 'test',
    auth: user ? 'required' : 'optional',
    rateLimit: policy,
  });
  const limiter = createRateLimiter(limits);
  const app = new Hono<AppEnv>();
  app.use('*', (c, next) => {
    c.set('actor', user ? { id: user.id, role: 'USER' } : null);
    c.set('profileComplete', true);
    c.set('accountCreatedAt', user ? new Date(Date.now() - user.ageMs) : null);
    c.set('clientIp', '198.51.100.7');
    c.set('limiter', limiter);
    c.set('consentsDue', async () => []);
    return next();
  });
  app.route(
    '/api',
    routesOf(
      (['comment', 'post', 'like'] as const).map((p) => serve(op(p), () => Effect.succeed({ ok: true }))),
    ),
  );
  app.onError((error, c) =>
    error instanceof HttpError ? c.json(error.body, error.status, error.headers) : c.text('boom', 500),
  );
  return app;
};

const send = (app: Hono<AppEnv>, policy: RateLimitPolicy) =>
  app.request(`/api/test/${policy}`, { method: 'POST' });

const passThenRefuse = async (app: Hono<AppEnv>, policy: RateLimitPolicy, passes: number, window: number) => {
  for (let i = 0; i < passes; i++) expect((await send(app, policy)).status, `request ${i + 1}`).toBe(204);
  const refused = await send(app, policy);
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(window);
  return (await refused.json()) as { message: string; detailedMessage: string };
};

describe('rate-limit policies on operations', () => {
  it('comments: a minimum interval between two', async () => {
    const app = appWith(config({}), { id: 1, ageMs: 30 * DAY });
    const body = await passThenRefuse(app, 'comment', 1, 10);
    expect(body.detailedMessage).toBe(RATE_LIMIT_TEXT.message('comment', { unit: 'seconds', value: 10 }));
  });

  it('comments: an hourly cap, stricter in the account’s first day', async () => {
    const limits = config({
      RATE_LIMIT_COMMENT_INTERVAL: '1000/10s',
      RATE_LIMIT_COMMENT_HOURLY: '5/1h',
      RATE_LIMIT_COMMENT_NEW_ACCOUNT: '2/1h',
    });
    await passThenRefuse(appWith(limits, { id: 1, ageMs: 2 * DAY }), 'comment', 5, 3600);
    await passThenRefuse(appWith(limits, { id: 2, ageMs: 60_000 }), 'comment', 2, 3600);
  });

  it('posts: interval, hourly cap and the first-day cap', async () => {
    await passThenRefuse(appWith(config({}), { id: 3, ageMs: 2 * DAY }), 'post', 1, 60);
    const limits = config({ RATE_LIMIT_POST_INTERVAL: '1000/1m', RATE_LIMIT_POST_HOURLY: '4/1h' });
    await passThenRefuse(appWith(limits, { id: 3, ageMs: 2 * DAY }), 'post', 4, 3600);
    await passThenRefuse(appWith(limits, { id: 4, ageMs: 1000 }), 'post', 3, 3600);
  });

  it('likes: per user an hour', async () => {
    const limits = config({ RATE_LIMIT_LIKE_HOURLY: '3/1h' });
    await passThenRefuse(appWith(limits, { id: 5, ageMs: 2 * DAY }), 'like', 3, 3600);
  });

  it('reads its budgets from the environment and refuses malformed ones', () => {
    expect(config({}).budgets.commentInterval).toEqual({ points: 1, seconds: 10 });
    expect(config({ RATE_LIMIT_LIKE_HOURLY: '50/2d' }).budgets.likeHourly).toEqual({
      points: 50,
      seconds: 172800,
    });
    expect(readRateLimits({ RATE_LIMIT_LIKE_HOURLY: 'lots' })).toEqual({
      error: 'RATE_LIMIT_LIKE_HOURLY must look like 30/15m (points per s, m, h or d)',
    });
    expect(readRateLimits({ RATE_LIMIT_SIGN_UP_IP: '0/1h' })).toHaveProperty('error');
  });
});
