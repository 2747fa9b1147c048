import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { VIEW_WINDOW_MS } from './memory-view-windows';
import { redisViewWindows } from './redis-view-windows';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const redisAnswers = async (): Promise<boolean> => {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
};
const hasRedis = await redisAnswers();

describe('view windows in Redis', () => {
  // Registered only when a Redis answers (TEST_REDIS_URL, else the local default): never a skipped test.
  if (hasRedis)
    it('two processes share the windows: a viewer counts once across them, again after 24 hours', async () => {
      const prefix = `kickoff-test-${randomUUID()}:views`;
      const [a, b] = [redisViewWindows(REDIS_URL, prefix), redisViewWindows(REDIS_URL, prefix)];
      try {
        expect(await a.open(1, ['a:x', 'c:1'], 0)).toBe(true);
        expect(await b.fresh(1, ['a:y', 'c:1'], 1000)).toBe(false);
        expect(await b.open(1, ['a:y', 'c:1'], 1000)).toBe(false);
        // b opened a:y there: a learns of it although a never saw it.
        expect(await a.open(1, ['a:y', 'c:2'], 2000)).toBe(false);
        expect(await b.open(2, ['a:x', 'c:1'], 2000)).toBe(true);
        expect(await b.open(1, ['a:x', 'c:1'], VIEW_WINDOW_MS)).toBe(true);
        expect(await a.open(1, ['a:x'], VIEW_WINDOW_MS + 1)).toBe(false);
        await a.clear();
        expect(await a.fresh(2, ['a:x'], 3000)).toBe(true);
      } finally {
        await a.close();
        await b.close();
      }
    });

  it('counts in memory when Redis does not answer', async () => {
    const w = redisViewWindows('redis://127.0.0.1:1', 'kickoff-test-down:views');
    try {
      expect(await w.open(1, ['u:1'], 0)).toBe(true);
      expect(await w.open(1, ['u:1'], 1)).toBe(false);
    } finally {
      await w.close();
    }
  });
});
