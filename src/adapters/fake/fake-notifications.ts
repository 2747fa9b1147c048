import type {
  NotificationItem,
  NotificationPageResult,
} from '../../application/ports/notifications-api.port';
import { NOTIFICATION_TEXT as T } from '../../domain/text/notifications';

/** Three notifications for the demo build, newest first; the newest is unread. */
export const fakeNotifications = (): NotificationItem[] => [
  {
    id: 3,
    type: 'COMMENT',
    message: T.comment('축구맘', '유소년 드리블 훈련'),
    link: '/article/1',
    read: false,
    createdAt: '2026-03-01T09:00:00.000Z',
  },
  {
    id: 2,
    type: 'FOLLOW',
    message: T.follow('코치김'),
    link: '/users/2',
    read: true,
    createdAt: '2026-02-28T09:00:00.000Z',
  },
  {
    id: 1,
    type: 'LEVEL_UP',
    message: T.levelUp(2, '새싹'),
    link: '/level',
    read: true,
    createdAt: '2026-02-27T09:00:00.000Z',
  },
];

export const pageOfNotifications = (
  all: readonly NotificationItem[],
  page: number,
  size: number,
): NotificationPageResult => ({
  data: all.slice((page - 1) * size, page * size),
  pageInfo: { page, totalPages: Math.ceil(all.length / size), totalElements: all.length },
});
