import type { Effect } from 'effect';
import type { ApiError } from '../errors';

/**
 * What the shell needs of a notification: its id and read flag (spec section 3 shows no other
 * field). The notifications page issue widens this with the full contract schema.
 */
export interface NotificationSummary {
  readonly id: number;
  readonly read: boolean;
}

export interface NotificationsApi {
  /** GET /api/notifications?page=1&size=5. */
  firstPage(): Effect.Effect<readonly NotificationSummary[], ApiError>;
}
