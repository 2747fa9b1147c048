import { Effect } from 'effect';
import * as v from 'valibot';
import type { NotificationsApi } from '../../application/ports/notifications-api.port';
import type { HttpClient } from './http-client';

/**
 * Only the fields the bell needs; other fields pass through unchecked until the notifications
 * page brings the full contract schema.
 */
const NotificationFirstPage = v.object({
  data: v.array(v.looseObject({ id: v.number(), read: v.boolean() })),
});

export const createHttpNotificationsApi = (http: HttpClient): NotificationsApi => ({
  firstPage: () =>
    Effect.map(http.request('GET', '/api/notifications?page=1&size=5', NotificationFirstPage), (page) =>
      page.data.map((n) => ({ id: n.id, read: n.read })),
    ),
});
