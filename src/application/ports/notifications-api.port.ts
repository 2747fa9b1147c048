import type { Effect } from 'effect';
import type { PageInfo } from '../../contract/common';
import type { Notification } from '../../contract/notifications';
import type { ApiError } from '../errors';

/** What the shell's bell needs of a notification: its id and read flag. */
export interface NotificationSummary {
  readonly id: number;
  readonly read: boolean;
}

export type NotificationItem = Notification;

export interface NotificationPageResult {
  readonly data: readonly NotificationItem[];
  readonly pageInfo: PageInfo;
}

export interface NotificationsApi {
  /** GET /api/notifications?page=1&size=5. */
  firstPage(): Effect.Effect<readonly NotificationSummary[], ApiError>;
  /** GET /api/notifications?page&size: the /alarm page, newest first. */
  page(page: number, size: number): Effect.Effect<NotificationPageResult, ApiError>;
  /** PATCH /api/notifications/{id}/read. */
  markRead(id: number): Effect.Effect<void, ApiError>;
  /** PATCH /api/notifications/read-all. */
  markAllRead(): Effect.Effect<void, ApiError>;
}
