import type { NotificationItem, NotificationPageResult } from '../ports/notifications-api.port';

/**
 * The first page of /alarm with a live notification put on top (newest first, as the server lists
 * them): the page keeps its size, the one pushed off moves to page 2, and the counts grow by one. A
 * notification the page already has is only refreshed in place.
 */
export const prependNotification = (
  page: NotificationPageResult,
  notification: NotificationItem,
  size: number,
): NotificationPageResult => {
  if (page.data.some((n) => n.id === notification.id))
    return { ...page, data: page.data.map((n) => (n.id === notification.id ? notification : n)) };
  const totalElements = page.pageInfo.totalElements + 1;
  return {
    data: [notification, ...page.data].slice(0, size),
    pageInfo: { ...page.pageInfo, totalElements, totalPages: Math.ceil(totalElements / size) },
  };
};
