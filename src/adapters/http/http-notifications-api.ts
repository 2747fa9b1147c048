import { Effect } from 'effect';
import * as v from 'valibot';
import type { NotificationsApi } from '../../application/ports/notifications-api.port';
import { NotificationPage } from '../../contract/notifications';
import type { HttpClient } from './http-client';

/** The bell needs only id and read flag; other fields pass through unchecked on that hot path. */
const NotificationFirstPage = v.object({
  data: v.array(v.looseObject({ id: v.number(), read: v.boolean() })),
});

export const createHttpNotificationsApi = (http: HttpClient): NotificationsApi => ({
  firstPage: () =>
    Effect.map(http.request('GET', '/api/notifications?page=1&size=5', NotificationFirstPage), (page) =>
      page.data.map((n) => ({ id: n.id, read: n.read })),
    ),
  page: (page, size) => http.request('GET', `/api/notifications?page=${page}&size=${size}`, NotificationPage),
  markRead: (id) => http.request('PATCH', `/api/notifications/${id}/read`, null),
  markAllRead: () => http.request('PATCH', '/api/notifications/read-all', null),
});
