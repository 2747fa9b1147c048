import { EventEmitter } from 'node:events';
import { Effect } from 'effect';
import type { NotificationBus, NotificationRecord } from '../../ports/notifications.port';

/** One server process: an EventEmitter keyed by recipient. */
export const inProcessBus = (): NotificationBus => {
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
    close: async () => {
      emitter.removeAllListeners();
    },
  };
};
