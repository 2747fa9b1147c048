import { Effect } from 'effect';
import type { NotificationCategory, PreferenceRow } from '../../../src/domain/notification-preferences';
import type {
  NotificationPreferenceStore,
  PushSubscriptionRecord,
  PushSubscriptionStore,
} from '../../ports/push.port';
import type { MemoryDb } from './memory-db';

/**
 * The memory tables of push subscriptions and notification preferences (issue 27), kept in `extra`
 * (so snapshots and rollbacks cover them), with the Drizzle stores' answers.
 */
type PushTables = {
  sequence: number;
  subscriptions: Map<number, PushSubscriptionRecord>;
  /** `${userId}:${category}` → the row. */
  preferences: Map<string, PreferenceRow & { readonly userId: number }>;
};

const tablesOf = (db: MemoryDb): PushTables => {
  let tables = db.tables.extra.get('push') as PushTables | undefined;
  if (!tables) {
    tables = { sequence: 0, subscriptions: new Map(), preferences: new Map() };
    db.tables.extra.set('push', tables);
  }
  return tables;
};

/** Whether the member turned the bell off for `category` (the memory notifications store asks). */
export const memoryBellOff = (db: MemoryDb, userId: number, category: NotificationCategory): boolean =>
  tablesOf(db).preferences.get(`${userId}:${category}`)?.bell === false;

const userExists = (db: MemoryDb, userId: number) => {
  if (!db.tables.users.has(userId)) throw new Error('push_users_id_fk');
};

export const memoryPushSubscriptionStore = (db: MemoryDb): PushSubscriptionStore => {
  const ofUser = (userId: number) =>
    [...tablesOf(db).subscriptions.values()].filter((s) => s.userId === userId).sort((a, b) => a.id - b.id);
  return {
    save: (userId, subscription, keep) =>
      Effect.sync(() => {
        userExists(db, userId);
        const tables = tablesOf(db);
        const existing = [...tables.subscriptions.values()].find((s) => s.endpoint === subscription.endpoint);
        if (existing) tables.subscriptions.set(existing.id, { ...existing, ...subscription, userId });
        else {
          tables.sequence += 1;
          tables.subscriptions.set(tables.sequence, { id: tables.sequence, userId, ...subscription });
        }
        const mine = ofUser(userId);
        for (const old of mine.slice(0, Math.max(0, mine.length - keep))) tables.subscriptions.delete(old.id);
      }),
    remove: (userId, endpoint) =>
      Effect.sync(() => {
        const found = ofUser(userId).find((s) => s.endpoint === endpoint);
        if (found) tablesOf(db).subscriptions.delete(found.id);
        return found !== undefined;
      }),
    removeEndpoint: (endpoint) =>
      Effect.sync(() => {
        const tables = tablesOf(db);
        for (const s of tables.subscriptions.values())
          if (s.endpoint === endpoint) tables.subscriptions.delete(s.id);
      }),
    ofUser: (userId) => Effect.sync(() => ofUser(userId)),
  };
};

export const memoryNotificationPreferenceStore = (db: MemoryDb): NotificationPreferenceStore => ({
  of: (userId) =>
    Effect.sync(() =>
      [...tablesOf(db).preferences.values()]
        .filter((row) => row.userId === userId)
        .map(({ category, bell, push }) => ({ category, bell, push })),
    ),
  save: (userId, rows) =>
    Effect.sync(() => {
      userExists(db, userId);
      const tables = tablesOf(db);
      for (const row of rows)
        tables.preferences.set(`${userId}:${row.category}`, {
          userId,
          category: row.category,
          bell: row.bell,
          push: row.push,
        });
    }),
});

/** A deleted account's subscriptions and choices go with it (the Drizzle store deletes the same rows). */
export const forgetMemoryPush = (db: MemoryDb, userId: number): void => {
  const tables = tablesOf(db);
  for (const [id, s] of tables.subscriptions) if (s.userId === userId) tables.subscriptions.delete(id);
  for (const [key, row] of tables.preferences) if (row.userId === userId) tables.preferences.delete(key);
};
