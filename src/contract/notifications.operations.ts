import * as v from 'valibot';
import { IdParam } from './common';
import { Notification, NotificationPage, NotificationsQuery } from './notifications';
import { defineOperations } from './operation';

export const NOTIFICATION_OPERATIONS = defineOperations({
  list: {
    method: 'get',
    path: '/api/notifications',
    tag: 'notifications',
    summary: 'The viewer’s notifications, newest first (default size 5), each with its read flag.',
    auth: 'required',
    query: NotificationsQuery,
    response: NotificationPage,
    errors: [400],
  },
  markRead: {
    method: 'patch',
    path: '/api/notifications/{id}/read',
    tag: 'notifications',
    summary: 'Marks one of the viewer’s notifications read.',
    auth: 'required',
    params: v.object({ id: IdParam }),
    status: 204,
    errors: [404],
  },
  markAllRead: {
    method: 'patch',
    path: '/api/notifications/read-all',
    tag: 'notifications',
    summary: 'Marks every notification of the viewer read.',
    auth: 'required',
    status: 204,
  },
  subscribe: {
    method: 'get',
    path: '/api/notifications/subscribe',
    tag: 'notifications',
    summary:
      'Server-sent events: each event has `id: <notification id>` and `data: <notification JSON>`; a `: heartbeat` comment every 15 s; `Last-Event-ID` replays up to 100 missed notifications.',
    auth: 'required',
    response: Notification,
    produces: 'text/event-stream',
  },
});
