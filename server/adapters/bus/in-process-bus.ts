import { EventEmitter } from 'node:events';
import { Effect } from 'effect';
import type { InvalidationChannel } from '../../ports/invalidation.port';
import type { NotificationBus, NotificationRecord } from '../../ports/notifications.port';

/** What a server's bus carries: notifications to streams, and what writes made stale to the caches. */
export type AppBus = NotificationBus & InvalidationChannel;

const STALE = 'stale';

/** One server process: an EventEmitter keyed by recipient, and one event for cache invalidations. */
export const inProcessBus = (): AppBus => {
  const emitter = new EventEmitter();
  // One listener per open stream; a busy user may hold many tabs.
  emitter.setMaxListeners(0);
  return {
    publish: (record) => Effect.sync(() => void emitter.emit(`user:${record.recipientId}`, record)),
    subscribe: (recipientId, listener) => {
      const key = `user:${recipientId}`;
      const wrapped = (record: NotificationRecord) => listener(record);
      emitter.on(key, wrapped);
      return () => emitter.off(key, wrapped);
    },
    // Synchronous: a cache of this process forgets before the write's answer is sent.
    announce: (scopes) => void emitter.emit(STALE, scopes),
    onAnnounce: (listener) => {
      emitter.on(STALE, listener);
      return () => emitter.off(STALE, listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
};
