import { Effect } from 'effect';
import type { NotificationRecord, NotificationsRepository } from '../../ports/notifications.port';
import { NotFound } from '../errors';

/** The wire shape: the recipient is the viewer, so it is left out. */
export const toNotification = (r: NotificationRecord) => ({
  id: r.id,
  type: r.type,
  message: r.message,
  link: r.link,
  read: r.read,
  createdAt: r.createdAt,
  ...(r.actor ? { actor: r.actor } : {}),
});

/** GET /api/notifications: newest first, by page. */
export const listNotifications = (
  repo: NotificationsRepository,
  userId: number,
  page: number,
  size: number,
) =>
  Effect.gen(function* () {
    const total = yield* repo.count(userId);
    const offset = (page - 1) * size;
    const rows = offset >= total ? [] : yield* repo.page(userId, size, offset);
    return {
      data: rows.map(toNotification),
      pageInfo: { page, totalPages: Math.ceil(total / size), totalElements: total },
    };
  });

/** PATCH /api/notifications/{id}/read: only one's own. */
export const markNotificationRead = (repo: NotificationsRepository, userId: number, id: number) =>
  Effect.gen(function* () {
    if (!(yield* repo.markRead(userId, id)))
      return yield* new NotFound({ message: 'Notification Not Found' });
  });

export const markAllNotificationsRead = (repo: NotificationsRepository, userId: number) =>
  repo.markAllRead(userId);

export const REPLAY_LIMIT = 100;

/** What a reconnecting stream missed: ids greater than Last-Event-ID, oldest first. */
export const missedNotifications = (repo: NotificationsRepository, userId: number, lastEventId: number) =>
  repo.after(userId, lastEventId, REPLAY_LIMIT);
