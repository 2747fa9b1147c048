import { documented } from './operation';
import { NOTIFICATION_OPERATIONS } from './notifications.operations';

/** The reference's text for the notifications operations (server only: see Operation.summary). */
export const NOTIFICATION_DOCS = documented(NOTIFICATION_OPERATIONS, {
  list: 'The viewer’s notifications, newest first (default size 5), each with its read flag.',
  markRead: 'Marks one of the viewer’s notifications read.',
  markAllRead: 'Marks every notification of the viewer read.',
  subscribe:
    'Server-sent events: each event has `id: <notification id>` and `data: <notification JSON>`; a `: heartbeat` comment every 15 s; `Last-Event-ID` replays up to 100 missed notifications.',
});
