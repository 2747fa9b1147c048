import { Redis } from 'ioredis';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import type { NotificationBus, NotificationRecord } from '../../ports/notifications.port';
import { type AppBus, inProcessBus } from './in-process-bus';
import { redisBus } from './redis-bus';

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

const record = (id: number, recipientId: number): NotificationRecord => ({
  id,
  recipientId,
  type: 'FOLLOW',
  contentKind: null,
  message: '알림',
  link: '/',
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  actor: null,
});

/** Delivers to the recipient's listeners only, and nothing after unsubscribing. */
const checkBus = async (bus: NotificationBus) => {
  const got: number[] = [];
  const other: number[] = [];
  const off = bus.subscribe(1, (r) => got.push(r.id));
  bus.subscribe(2, (r) => other.push(r.id));
  await Effect.runPromise(bus.publish(record(10, 1)));
  await expect.poll(() => got).toEqual([10]);
  off();
  await Effect.runPromise(bus.publish(record(11, 1)));
  await Effect.runPromise(bus.publish(record(12, 2)));
  await expect.poll(() => other).toEqual([12]);
  expect(got).toEqual([10]);
  await bus.close();
};

/** Cache invalidations: at once in the announcing process, soon in another one, once each. */
const checkInvalidations = async (a: AppBus, b: AppBus) => {
  const seenA: string[][] = [];
  const seenB: string[][] = [];
  a.onAnnounce((scopes) => seenA.push([...scopes]));
  const off = b.onAnnounce((scopes) => seenB.push([...scopes]));
  a.announce(['article', 'youth']);
  expect(seenA).toEqual([['article', 'youth']]);
  await expect.poll(() => seenB).toEqual([['article', 'youth']]);
  off();
  a.announce(['post']);
  expect(seenA).toEqual([['article', 'youth'], ['post']]);
  await a.close();
  if (b !== a) await b.close();
  expect(seenB).toEqual([['article', 'youth']]);
};

describe('notification buses', () => {
  it('in-process bus delivers per recipient', () => checkBus(inProcessBus()));

  it.skipIf(!hasRedis)('Redis bus delivers per recipient (skipped when Redis does not answer PING)', () =>
    checkBus(redisBus(REDIS_URL)),
  );

  it('in-process bus carries cache invalidations to every listener at once', () => {
    const bus = inProcessBus();
    return checkInvalidations(bus, bus);
  });

  it.skipIf(!hasRedis)('Redis buses carry cache invalidations from one process to the others', async () => {
    const [a, b] = [redisBus(REDIS_URL), redisBus(REDIS_URL)];
    // Both subscribed before the first announcement (a subscription is confirmed by a round trip).
    await Promise.all([a, b].map((bus) => Effect.runPromise(bus.publish(record(1, 999)))));
    await checkInvalidations(a, b);
  });
});
