import { randomUUID } from 'node:crypto';
import { Effect } from 'effect';
import { Redis } from 'ioredis';
import type { NotificationRecord } from '../../ports/notifications.port';
import { type AppBus, inProcessBus } from './in-process-bus';

const CHANNEL = 'kickoff:notifications';
/** Cache invalidations: `{ from, scopes }`, from every process to every other one. */
const STALE_CHANNEL = 'kickoff:stale';

/**
 * Several server processes: every notification goes through one Redis channel and each process hands
 * it to its own connected streams (a local in-process bus). Publishing needs its own connection: a
 * subscribed Redis connection may not publish. Cache invalidations apply locally at once and reach the
 * other processes through a second channel (a process ignores its own, already applied).
 */
export const redisBus = (url: string): AppBus => {
  const local = inProcessBus();
  const self = randomUUID();
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const ready = sub.subscribe(CHANNEL, STALE_CHANNEL);
  sub.on('message', (channel: string, text: string) => {
    if (channel === STALE_CHANNEL) {
      const message = JSON.parse(text) as { from: string; scopes: string[] };
      if (message.from !== self) local.announce(message.scopes);
      return;
    }
    const record = JSON.parse(text) as NotificationRecord;
    Effect.runSync(local.publish(record));
  });
  return {
    publish: (record) =>
      Effect.promise(async () => {
        await ready;
        await pub.publish(CHANNEL, JSON.stringify(record));
      }),
    subscribe: local.subscribe,
    // While Redis is unreachable the other processes miss it: their answers then go stale for at most
    // the response cache's time to live.
    announce: (scopes) => {
      local.announce(scopes);
      void ready
        .then(() => pub.publish(STALE_CHANNEL, JSON.stringify({ from: self, scopes })))
        .catch(() => undefined);
    },
    onAnnounce: local.onAnnounce,
    close: async () => {
      await local.close();
      sub.disconnect();
      pub.disconnect();
    },
  };
};
