import { notificationColumns } from '../new-rows';
import { Effect } from 'effect';
import { isBlockedAuthor } from '../../../src/domain/blocks';
import { policyOf } from '../../../src/domain/content/policy';
import { isRepeatOf, NOTIFICATION_REPEAT_WINDOW_MS } from '../../../src/domain/notifications';
import { pageOfItems } from '../../../src/domain/paging';
import type { NewNotification, NotificationRecord, NotificationStore } from '../../ports/notifications.port';
import { memoryBlockStore } from './memory-blocks-store';
import { memoryBellOff } from './memory-push-stores';
import type { MemoryDb, NotificationRow } from './memory-db';

/**
 * The record as the database reads it: the actor joined only while their account is live, and the
 * time as ISO text (the Drizzle store's `toISOString()` of the timestamptz; both keep milliseconds).
 */
const recordOf = (db: MemoryDb, row: NotificationRow): NotificationRecord => {
  const actor = row.actorId === null ? undefined : db.tables.users.get(row.actorId);
  return {
    id: row.id,
    recipientId: row.recipientId,
    type: row.type,
    contentKind: row.contentKind,
    message: row.message,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    actor:
      actor && actor.deletedAt === null
        ? { id: actor.id, nickname: actor.nickname, profileImageUrl: actor.profileImageUrl }
        : null,
  };
};

const newestFirst = (a: NotificationRow, b: NotificationRow) => b.id - a.id;

/** The moment the domain's repeat rule is asked at, given the start of its window. */
const askedAt = (windowStart: Date): Date => new Date(windowStart.getTime() + NOTIFICATION_REPEAT_WINDOW_MS);

/** The NotificationStore of the demo host on the memory database, with the Drizzle store's answers. */
export const memoryNotificationStore = (db: MemoryDb): NotificationStore => {
  const rows = db.tables.notifications;
  const users = db.tables.users;
  const blocks = memoryBlockStore(db);
  const mine = (recipientId: number) => [...rows.values()].filter((r) => r.recipientId === recipientId);
  /** The recipient's notifications but those whose actor they blocked since (issue 22), as on the database. */
  const shown = (recipientId: number) => {
    const blocked = Effect.runSync(blocks.blockedBy(recipientId));
    return mine(recipientId).filter(
      (r) => !isBlockedAuthor(blocked, r.actorId, r.contentKind ? policyOf(r.contentKind).anonymous : false),
    );
  };
  const add = (recipientId: number, n: Omit<NewNotification, 'recipientId'>): NotificationRow => {
    // As on PostgreSQL, the identity takes its value first; then the foreign keys refuse the insert (a
    // defect) without the recipient or the actor.
    const id = db.nextId('notifications');
    if (!users.has(recipientId) || (n.actorId !== null && !users.has(n.actorId)))
      throw new Error('memory db: a notification names a missing user');
    const row: NotificationRow = {
      id,
      recipientId,
      ...notificationColumns(n),
      read: false,
    };
    rows.set(row.id, row);
    return row;
  };
  return {
    insert: ({ recipientId, ...n }) => Effect.sync(() => recordOf(db, add(recipientId, n))),
    insertForFollowers: (actorId, n, category) =>
      Effect.sync(() =>
        [...db.tables.follows.values()]
          .filter((edge) => edge.to === actorId)
          .map((edge) => edge.from)
          // A follower who blocked the actor hears nothing of them (issue 22).
          .filter((followerId) => !Effect.runSync(blocks.blocks(followerId, actorId, 'named')))
          .filter((followerId) => !(category && memoryBellOff(db, followerId, category)))
          .sort((a, b) => a - b)
          .map((followerId) => recordOf(db, add(followerId, n))),
      ),
    page: (recipientId, { page, size }) =>
      Effect.sync(() => {
        const { data, pageInfo } = pageOfItems(shown(recipientId).sort(newestFirst), page, size);
        return { items: data.map((r) => recordOf(db, r)), total: pageInfo.totalElements };
      }),
    after: (recipientId, afterId, limit) =>
      Effect.sync(() =>
        shown(recipientId)
          .filter((r) => r.id > afterId)
          .sort((a, b) => a.id - b.id)
          .slice(0, limit)
          .map((r) => recordOf(db, r)),
      ),
    // Every row of the recipient is weighed by the domain's rule; the Drizzle store's walk down from
    // the newest row older than the window is an index's shortcut with the same answer while ids grow
    // with creation times, which they do here as there (each row takes the clock as it is inserted).
    sentSince: (key, since) =>
      Effect.sync(() => mine(key.recipientId).some((r) => isRepeatOf(key, r, askedAt(since)))),
    markRead: (recipientId, id) =>
      Effect.sync(() => {
        const row = rows.get(id);
        if (row?.recipientId !== recipientId) return false;
        row.read = true;
        return true;
      }),
    markAllRead: (recipientId) =>
      Effect.sync(() => {
        for (const row of mine(recipientId)) row.read = true;
      }),
  };
};
