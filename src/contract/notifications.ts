import * as v from 'valibot';
import { pageOf, pagingQuery } from './common';

export const NOTIFICATION_PAGE_SIZE = 5;

/** `page` (1-based) and `size` (default 5, at most 50). */
export const NotificationsQuery = pagingQuery(NOTIFICATION_PAGE_SIZE);

export const NotificationActor = v.object({
  id: v.number(),
  nickname: v.string(),
  profileImageUrl: v.nullable(v.string()),
});

/** One notification; also the JSON of each SSE event (the event id is `id`). */
export const Notification = v.object({
  id: v.number(),
  type: v.string(),
  message: v.string(),
  link: v.string(),
  read: v.boolean(),
  createdAt: v.string(),
  actor: v.optional(NotificationActor),
});
export type Notification = v.InferOutput<typeof Notification>;

export const NotificationPage = pageOf(Notification);
