import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '../ports/notifications-api.port';
import { prependNotification } from './notification-page';

const item = (id: number, read = false): NotificationItem => ({
  id,
  type: 'FOLLOW',
  message: `알림 ${id}`,
  link: '/alarm',
  read,
  createdAt: '2025-03-01T09:00:00.000Z',
});

describe('prependNotification', () => {
  it('puts a live notification on top of a full first page and keeps its size', () => {
    const page = {
      data: [item(5), item(4)],
      pageInfo: { page: 1, totalPages: 2, totalElements: 4 },
    };
    expect(prependNotification(page, item(6), 2)).toEqual({
      data: [item(6), item(5)],
      pageInfo: { page: 1, totalPages: 3, totalElements: 5 },
    });
  });

  it('fills an empty list', () => {
    const empty = { data: [], pageInfo: { page: 1, totalPages: 0, totalElements: 0 } };
    expect(prependNotification(empty, item(1), 10)).toEqual({
      data: [item(1)],
      pageInfo: { page: 1, totalPages: 1, totalElements: 1 },
    });
  });

  it('refreshes one it already lists instead of counting it twice', () => {
    const page = { data: [item(3, true)], pageInfo: { page: 1, totalPages: 1, totalElements: 1 } };
    expect(prependNotification(page, item(3), 10)).toEqual({
      data: [item(3)],
      pageInfo: page.pageInfo,
    });
  });
});
