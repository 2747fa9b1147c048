import * as v from 'valibot';
import { VALIDATION_TEXT as T } from '../domain/text/validation';
import { pageOf } from './common';

export const NOTIFICATION_PAGE_SIZE = 5;

/** `page` (1-based) and `size` (default 5, at most 50). */
export const NotificationsQuery = v.object({
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9]{1,6}$/, T.invalidNumber),
      v.transform(Number),
      v.minValue(1, T.invalidNumber),
    ),
    '1',
  ),
  size: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9]{1,2}$/, T.invalidNumber),
      v.transform(Number),
      v.minValue(1, T.invalidNumber),
      v.maxValue(50, T.invalidNumber),
    ),
    String(NOTIFICATION_PAGE_SIZE),
  ),
});

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
