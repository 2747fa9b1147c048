import { Effect } from 'effect';
import { Redis } from 'ioredis';
import type { NotificationBus, NotificationRecord } from '../../ports/notifications.port';
import { inProcessBus } from './in-process-bus';

const CHANNEL = 'kickoff:notifications';

/**
 * Several server processes: every notification goes through one Redis channel and each process hands
 * it to its own connected streams (a local in-process bus). Publishing needs its own connection: a
 * subscribed Redis connection may not publish.
 */
export const redisBus = (url: string): NotificationBus => {
  const local = inProcessBus();
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const ready = sub.subscribe(CHANNEL);
  sub.on('message', (_channel: string, text: string) => {
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
    close: async () => {
      await local.close();
      sub.disconnect();
      pub.disconnect();
    },
  };
};
