import type { QueryClient } from '@tanstack/query-core';
import type { AccountApi } from './accounts/account-api.port';
import type { AccountSettingsApi } from './account-settings/account-settings-api.port';
import type { ArticleServices } from './articles/provide-articles';
import type { CommentsApi } from './comments/comments-api.port';
import type { BoardApis } from './content/content-api.port';
import type { DraftsApis } from './drafts/drafts-api.port';
import type { ImageUpload } from './drafts/image-upload.port';
import type { CompetitionPorts } from './competitions/competition-queries';
import type { NotificationsMachine } from './machines/notifications.machine';
import type { SessionMachine } from './machines/session.machine';
import type { Alerter } from './ports/alerter.port';
import type { Navigator } from './ports/navigator.port';
import type { NotificationsApi } from './ports/notifications-api.port';
import type { SessionApi } from './ports/session-api.port';
import type { TokenStore } from './ports/token-store.port';
import type { UsersApi } from './ports/users-api.port';
import type { ProfileApi } from './profile/profile-api.port';
import type { ReactionsApi } from './reactions/reactions-api.port';
import type { ExportsApi } from './exports/exports-api.port';
import type { AdminApi } from './admin/admin-api.port';
import type { ModerationApi } from './moderation/moderation-api.port';
import type { PushApi } from './push/push-api.port';
import type { ReportsApi } from './reports/reports-api.port';
import type { GuardianApi } from './guardian/guardian-api.port';
import type { PoliciesApi } from './policies/policies-api.port';
import type { BlocksApi } from './blocks/blocks-api.port';

export interface SessionMachines {
  readonly session: SessionMachine;
  readonly notifications: NotificationsMachine;
}

/**
 * Everything the React tree needs, resolved once from the container by the entry file. The UI
 * never sees the container or an adapter, only these ports and the machines already provided.
 * Machines that only lazy chunks use (comments, likes, the editor) are provided in those chunks.
 */
export interface AppServices {
  readonly queryClient: QueryClient;
  /**
   * The session and bell machines, provided with their ports. Their code, and XState's, loads in a
   * chunk of its own that starts when the container is built, beside the first render: nothing the
   * first screen paints waits for it (a visitor's session is known from the absent token).
   */
  readonly sessionMachines: () => Promise<SessionMachines>;
  readonly sessionApi: SessionApi;
  /** Social login, onboarding and password reset (loaded on first use). */
  readonly accountApi: AccountApi;
  readonly usersApi: UsersApi;
  readonly notificationsApi: NotificationsApi;
  readonly tokenStore: TokenStore;
  readonly navigator: Navigator;
  readonly alerter: Alerter;
  /** Article reading, editors, consultations and the home's list machine. */
  readonly articles: ArticleServices;
  /** The free board and the Q&A board. */
  readonly boards: BoardApis;
  /** Comments and reactions of every kind. */
  readonly commentsApi: CommentsApi;
  readonly reactionsApi: ReactionsApi;
  /** The write side of every kind (its code loads with the editor pages). */
  readonly drafts: DraftsApis;
  readonly imageUpload: ImageUpload;
  /** Profile lists and consultations (its code loads with the profile page). */
  readonly profileApi: ProfileApi;
  /** Profile and password editing, visibility, 회원 탈퇴 (its code loads with the settings pages). */
  readonly accountSettingsApi: AccountSettingsApi;
  /** The competition pages: the port and the query client (their machines are built in their chunk). */
  readonly competitions: CompetitionPorts;
  /** Reports and the reporter's own list (its code loads with the report dialog). */
  readonly reportsApi: ReportsApi;
  /** The guardian's consent under 14 (issue 23; its code loads with the guardian pages). */
  readonly guardianApi: GuardianApi;
  /** The policy pages and the re-consent (its code loads with them). */
  readonly policiesApi: PoliciesApi;
  /** Notification preferences and this browser's push subscription (issue 27; loads on first use). */
  readonly pushApi: PushApi;
  /** The moderation console, 권리침해 신고 and 이의제기 (its code loads with those pages). */
  readonly moderationApi: ModerationApi;
  /** The admin console's members and audit log (its code loads with those pages). */
  readonly adminApi: AdminApi;
  /** Download my data (its code loads with the settings page's section). */
  readonly exportsApi: ExportsApi;
  /** Blocks, the settings list and the show-once link (its code loads on first use). */
  readonly blocksApi: BlocksApi;
}
