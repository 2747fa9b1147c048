import { Effect } from 'effect';
import { policyOf } from '../../../src/domain/content/policy';
import { pageInfoOf } from '../../../src/domain/paging';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import type { NotificationRecord, NotificationStore } from '../../ports/notifications.port';
import { NotFound } from '../errors';

/**
 * The wire shape: the recipient is the viewer, so it is left out; so is the actor of a notification
 * about anonymous content (its message already says 익명).
 */
export const toNotification = (r: NotificationRecord) => ({
  id: r.id,
  type: r.type,
  message: r.message,
  link: r.link,
  read: r.read,
  createdAt: r.createdAt,
  ...(r.actor && !(r.contentKind && policyOf(r.contentKind).anonymous) ? { actor: r.actor } : {}),
});

/** GET /api/notifications: newest first, by page. */
export const listNotifications = (repo: NotificationStore, userId: number, page: number, size: number) =>
  Effect.gen(function* () {
    const { items, total } = yield* repo.page(userId, { page, size });
    return { data: items.map(toNotification), pageInfo: pageInfoOf(page, size, total) };
  });

/** PATCH /api/notifications/{id}/read: only one's own. */
export const markNotificationRead = (repo: NotificationStore, userId: number, id: number) =>
  Effect.gen(function* () {
    if (!(yield* repo.markRead(userId, id)))
      return yield* new NotFound({ message: SERVER_MESSAGES.notificationNotFound });
  });

export const markAllNotificationsRead = (repo: NotificationStore, userId: number) => repo.markAllRead(userId);

export const REPLAY_LIMIT = 100;

/** What a reconnecting stream missed: ids greater than Last-Event-ID, oldest first. */
export const missedNotifications = (repo: NotificationStore, userId: number, lastEventId: number) =>
  repo.after(userId, lastEventId, REPLAY_LIMIT);
