import { Effect } from 'effect';
import type { InvalidationChannel } from '../../ports/invalidation.port';
import type { NotificationBus, NotificationRecord } from '../../ports/notifications.port';

/** What a server's bus carries: notifications to streams, and what writes made stale to the caches. */
export type AppBus = NotificationBus & InvalidationChannel;

type Listener<T> = (value: T) => void;

/**
 * One process's bus: a set of listeners per recipient and one for cache invalidations. Sets, not an
 * EventEmitter: a stream's unsubscribe is O(1) however many streams are open (EventEmitter's `off`
 * scans its listener array), and no Node module is needed, so the demo host runs the same bus in the
 * browser.
 */
export const inProcessBus = (): AppBus => {
  const byRecipient = new Map<number, Set<Listener<NotificationRecord>>>();
  const stale = new Set<Listener<readonly string[]>>();
  return {
    publish: (record) =>
      Effect.sync(() => {
        for (const listener of byRecipient.get(record.recipientId) ?? []) listener(record);
      }),
    subscribe: (recipientId, listener) => {
      let listeners = byRecipient.get(recipientId);
      if (!listeners) {
        listeners = new Set();
        byRecipient.set(recipientId, listeners);
      }
      // Each subscription is its own entry, even for the same function (one per open stream).
      const own: Listener<NotificationRecord> = (record) => listener(record);
      listeners.add(own);
      return () => {
        listeners.delete(own);
        if (listeners.size === 0 && byRecipient.get(recipientId) === listeners)
          byRecipient.delete(recipientId);
      };
    },
    // Synchronous: a cache of this process forgets before the write's answer is sent.
    announce: (scopes) => {
      for (const listener of stale) listener(scopes);
    },
    onAnnounce: (listener) => {
      const own: Listener<readonly string[]> = (scopes) => listener(scopes);
      stale.add(own);
      return () => stale.delete(own);
    },
    close: async () => {
      byRecipient.clear();
      stale.clear();
    },
  };
};
