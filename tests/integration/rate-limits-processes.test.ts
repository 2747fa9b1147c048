import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

/**
 * Two server processes side by side (each start costs seconds, so one pair per run). With REDIS_URL
 * they spend one budget: that case runs when TEST_REDIS_URL is set (CI sets it when a local Redis
 * answers); without it the pair shows the opposite, that in-memory counters are per process.
 */
const STORES = process.env.TEST_REDIS_URL ? (['redis'] as const) : (['memory'] as const);

const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

describe.each(STORES)('two server processes with %s counters', (store) => {
  it(store === 'redis' ? 'share one sign-in budget' : 'count separately', async () => {
    const env = {
      RATE_LIMIT_SIGN_IN_IP: '3/15m',
      RATE_LIMIT_SIGN_IN_ACCOUNT: '1000/15m',
      RATE_LIMIT_SIGN_IN_DELAY_AFTER: '1000',
      RATE_LIMIT_PREFIX: `kickoff-test-${randomUUID()}`,
      REDIS_URL: store === 'redis' ? (process.env.TEST_REDIS_URL as string) : '',
    };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    started.push(a, b);
    const attempt = async (server: ServerProcess, n: number) =>
      (
        await fetch(`${server.url}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `nobody-${n}@example.com`, password: 'a-wrong-guess' }),
        })
      ).status;
    const statuses = [await attempt(a, 1), await attempt(b, 2), await attempt(a, 3), await attempt(b, 4)];
    if (store === 'redis') {
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(await attempt(a, 5)).toBe(429);
    } else {
      expect(statuses).toEqual([401, 401, 401, 401]);
      expect([await attempt(a, 5), await attempt(a, 6)]).toEqual([401, 429]);
    }
  }, 180_000);
});
