import { Effect } from 'effect';
import * as v from 'valibot';
import type { NotificationsApi } from '../../application/ports/notifications-api.port';
import { NOTIFICATION_OPERATIONS as OPS } from '../../contract/notifications.operations';
import { operationPath } from '../../contract/operation';
import type { HttpClient } from './http-client';

/** The bell needs only id and read flag; other fields pass through unchecked on that hot path. */
const NotificationFirstPage = v.object({
  data: v.array(v.looseObject({ id: v.number(), read: v.boolean() })),
});

export const createHttpNotificationsApi = (http: HttpClient): NotificationsApi => ({
  firstPage: () =>
    Effect.map(
      http.request('GET', operationPath(OPS.list, {}, { page: 1, size: 5 }), NotificationFirstPage),
      (page) => page.data.map((n) => ({ id: n.id, read: n.read })),
    ),
  page: (page, size) => http.call(OPS.list, { query: { page, size } }),
  markRead: (id) => http.call(OPS.markRead, { params: { id } }),
  markAllRead: () => http.call(OPS.markAllRead),
});
