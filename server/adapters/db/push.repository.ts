import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import type { NotificationCategory } from '../../../src/domain/notification-preferences';
import type { NotificationPreferenceStore, PushSubscriptionStore } from '../../ports/push.port';
import type { Db } from './client';
import { notificationPreferences, pushSubscriptions } from './schema';

const subscriptionColumns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** Push subscriptions on Drizzle (migration 0018). */
export const pushSubscriptionsRepository = (db: Db): PushSubscriptionStore => ({
  save: (userId, s, keep) =>
    Effect.promise(async () => {
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: s.p256dh, auth: s.auth },
        });
      // The member's newest `keep` stay.
      const kept = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(sql`${pushSubscriptions.id} desc`)
        .limit(keep);
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    }),
  remove: (userId, endpoint) =>
    Effect.promise(async () => {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    }),
  removeEndpoint: (endpoint) =>
    Effect.promise(async () => {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    }),
  ofUser: (userId) =>
    Effect.promise(() =>
      db
        .select(subscriptionColumns)
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.id)),
    ),
});

/** Notification preferences on Drizzle (migration 0018). */
export const notificationPreferencesRepository = (db: Db): NotificationPreferenceStore => ({
  of: (userId) =>
    Effect.promise(async () =>
      (
        await db
          .select({
            category: notificationPreferences.category,
            bell: notificationPreferences.bell,
            push: notificationPreferences.push,
          })
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, userId))
      ).map((row) => ({ ...row, category: row.category as NotificationCategory })),
    ),
  save: (userId, rows) =>
    Effect.promise(async () => {
      if (rows.length === 0) return;
      await db
        .insert(notificationPreferences)
        .values(rows.map((row) => ({ userId, category: row.category, bell: row.bell, push: row.push })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.category],
          set: { bell: sql`excluded.bell`, push: sql`excluded.push` },
        });
    }),
});
