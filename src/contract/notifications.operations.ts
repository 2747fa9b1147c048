import * as v from 'valibot';
import { IdParam } from './common';
import { Notification, NotificationPage, NotificationsQuery } from './notifications';
import { defineOperations } from './operation';

/** The stream's heartbeat comment comes this often; the browser's reader gives up after 30 s of silence. */
export const STREAM_HEARTBEAT_MS = 15_000;

export const NOTIFICATION_OPERATIONS = defineOperations({
  list: {
    method: 'get',
    path: '/api/notifications',
    tag: 'notifications',
    auth: 'required',
    query: NotificationsQuery,
    response: NotificationPage,
    errors: [400],
  },
  markRead: {
    method: 'patch',
    path: '/api/notifications/{id}/read',
    tag: 'notifications',
    auth: 'required',
    params: v.object({ id: IdParam }),
    status: 204,
    errors: [404],
  },
  markAllRead: {
    method: 'patch',
    path: '/api/notifications/read-all',
    tag: 'notifications',
    auth: 'required',
    status: 204,
  },
  subscribe: {
    method: 'get',
    path: '/api/notifications/subscribe',
    tag: 'notifications',
    auth: 'required',
    response: Notification,
    produces: 'text/event-stream',
  },
});
