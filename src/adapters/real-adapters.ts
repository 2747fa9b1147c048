import { ACCOUNT_API, type AccountApi } from '../application/accounts/account-api.port';
import type { CompetitionsApi } from '../application/competitions/competitions-api.port';
import type { CommentsApi } from '../application/comments/comments-api.port';
import type { ArticlesApi, BoardApi } from '../application/content/content-api.port';
import type { DraftsApis } from '../application/drafts/drafts-api.port';
import type { ImageUpload } from '../application/drafts/image-upload.port';
import type { AuthEvents } from '../application/ports/auth-events.port';
import type { Navigator } from '../application/ports/navigator.port';
import type { TokenStore } from '../application/ports/token-store.port';
import type { ProfileApi } from '../application/profile/profile-api.port';
import { EXPORTS_METHODS, type ExportsApi } from '../application/exports/exports-api.port';
import { ADMIN_METHODS, type AdminApi } from '../application/admin/admin-api.port';
import { MODERATION_METHODS, type ModerationApi } from '../application/moderation/moderation-api.port';
import { PUSH_METHODS, type PushApi } from '../application/push/push-api.port';
import { REPORTS_METHODS, type ReportsApi } from '../application/reports/reports-api.port';
import { GUARDIAN_METHODS, type GuardianApi } from '../application/guardian/guardian-api.port';
import { POLICIES_METHODS, type PoliciesApi } from '../application/policies/policies-api.port';
import { BLOCKS_METHODS, type BlocksApi } from '../application/blocks/blocks-api.port';
import {
  ACCOUNT_SETTINGS_METHODS,
  type AccountSettingsApi,
} from '../application/account-settings/account-settings-api.port';
import { TOKENS } from '../application/ports/tokens';
import type { ReactionsApi } from '../application/reactions/reactions-api.port';
import type { ConsultationApi } from '../application/articles/consultation-api.port';
import type { EditorsApi } from '../application/articles/editors-api.port';
import { CONTENT_KINDS } from '../domain/content/policy';
import { watchPageLeaving } from './browser/page-leaving';
import type { BackendBinder } from './container-core';
import { createHttpNotificationsApi } from './http/http-notifications-api';
import { createHttpSessionApi } from './http/http-session-api';
import { createHttpUsersApi } from './http/http-users-api';
import {
  ACCOUNT_METHODS,
  COMPETITIONS_METHODS,
  DRAFTS_METHODS,
  IMAGE_UPLOAD_METHODS,
  lazyHttpClient,
  lazyNotificationStream,
  lazyPort,
} from './lazy-adapters';

/** Where requests go: the network by default; the demo host's edge in the demo build. */
export type Transport = {
  readonly fetch?: typeof fetch;
  readonly createRequest?: () => XMLHttpRequest;
  readonly leavingPage?: () => boolean;
};

/**
 * HTTP adapters and the server-sent notification stream, over the network to the API on the same
 * origin, or over another transport (the demo host's edge: fake-adapters.ts). What the first page of any
 * route needs (session, users, notifications, the lists) is bound at once; the rest (comments,
 * reactions, editors, consultations, the editor, uploads, the stream) loads on first use.
 */
export const bindRealAdapters = (
  c: Parameters<BackendBinder>[0],
  get: Parameters<BackendBinder>[1],
  _options?: unknown,
  transport: Transport = { leavingPage: watchPageLeaving() },
) => {
  const tokenStore = get<TokenStore>(TOKENS.TokenStore);
  const navigator = get<Navigator>(TOKENS.Navigator);
  const authEvents = get<AuthEvents>(TOKENS.AuthEvents);
  const http = lazyHttpClient(() =>
    import('./http/http-client').then((m) =>
      m.createHttpClient({ tokenStore, navigator, authEvents, ...transport }),
    ),
  );
  c.bind(TOKENS.SessionApi).toConstantValue(createHttpSessionApi(http));
  c.bind(TOKENS.UsersApi).toConstantValue(createHttpUsersApi(http));
  c.bind(TOKENS.NotificationsApi).toConstantValue(createHttpNotificationsApi(http));
  // The content tables and schemas load beside the first page (every landing page reads a list).
  const content = () => import('./http/http-content-api');
  const reads = ['page', 'popular', 'detail', 'remove'] as const;
  c.bind(TOKENS.ArticlesApi).toConstantValue(
    lazyPort<ArticlesApi>(
      () => content().then((m) => m.createHttpArticlesApi(http)),
      [...reads, 'related'],
      { kind: 'article' },
      { start: true },
    ),
  );
  c.bind(TOKENS.BoardApis).toConstantValue({
    post: lazyPort<BoardApi>(() => content().then((m) => m.createHttpBoardApi(http, 'post')), reads, {
      kind: 'post',
    }),
    qna: lazyPort<BoardApi>(() => content().then((m) => m.createHttpBoardApi(http, 'qna')), reads, {
      kind: 'qna',
    }),
  });
  const social = () => import('./http/http-reactions-api');
  c.bind(TOKENS.CommentsApi).toConstantValue(
    lazyPort<CommentsApi>(
      () => import('./http/http-comments-api').then((m) => m.createHttpCommentsApi(http)),
      ['page', 'create', 'reply', 'edit', 'remove', 'blind'],
    ),
  );
  c.bind(TOKENS.ReactionsApi).toConstantValue(
    lazyPort<ReactionsApi>(() => social().then((m) => m.createHttpReactionsApi(http)), ['like', 'follow']),
  );
  c.bind(TOKENS.EditorsApi).toConstantValue(
    lazyPort<EditorsApi>(() => social().then((m) => m.createHttpEditorsApi(http)), ['popularEditors']),
  );
  c.bind(TOKENS.ConsultationApi).toConstantValue(
    lazyPort<ConsultationApi>(() => social().then((m) => m.createHttpConsultationApi(http)), ['request']),
  );
  c.bind(TOKENS.DraftsApis).toConstantValue(
    Object.fromEntries(
      CONTENT_KINDS.map((kind) => [
        kind,
        lazyPort(
          () => import('./http/http-drafts-api').then((m) => m.createHttpDraftsApi(http, kind)),
          DRAFTS_METHODS,
          { kind },
        ),
      ]),
    ) as DraftsApis,
  );
  c.bind(TOKENS.ImageUpload).toConstantValue(
    lazyPort<ImageUpload>(
      () =>
        import('./http/http-image-upload').then((m) =>
          m.createHttpImageUpload({ tokenStore, navigator, authEvents, ...transport }),
        ),
      IMAGE_UPLOAD_METHODS,
    ),
  );
  c.bind(ACCOUNT_API).toConstantValue(
    lazyPort<AccountApi>(
      () => import('./http/http-account-api').then((m) => m.createHttpAccountApi(http)),
      ACCOUNT_METHODS,
    ),
  );
  // Only the profile page calls it: loaded on first use.
  c.bind(TOKENS.ProfileApi).toConstantValue(
    lazyPort<ProfileApi>(
      () => import('./http/http-profile-api').then((m) => m.createHttpProfileApi(http)),
      ['ownList', 'userList', 'consultations', 'consultation', 'answerConsultation', 'declineConsultation'],
    ),
  );
  // Only the settings pages (/users/edit, /users/editPassword) call it: loaded on first use.
  c.bind(TOKENS.AccountSettingsApi).toConstantValue(
    lazyPort<AccountSettingsApi>(
      () => import('./http/http-account-settings-api').then((m) => m.createHttpAccountSettingsApi(http)),
      ACCOUNT_SETTINGS_METHODS,
    ),
  );
  // Only the report dialog and the reporter's list call it: loaded on first use.
  // Only the settings and 알림 pages call it (and register the service worker): loaded on first use.
  c.bind(TOKENS.PushApi).toConstantValue(
    lazyPort<PushApi>(
      () => import('./browser/browser-push-api').then((m) => m.createBrowserPushApi(http)),
      PUSH_METHODS,
    ),
  );
  // Only the policy pages and the re-consent dialog call it: loaded on first use.
  c.bind(TOKENS.PoliciesApi).toConstantValue(
    lazyPort<PoliciesApi>(
      () => import('./http/http-policies-api').then((m) => m.createHttpPoliciesApi(http)),
      POLICIES_METHODS,
    ),
  );
  // Only the guardian pages (issue 23) call it: loaded on first use.
  c.bind(TOKENS.GuardianApi).toConstantValue(
    lazyPort<GuardianApi>(
      () => import('./http/http-guardian-api').then((m) => m.createHttpGuardianApi(http)),
      GUARDIAN_METHODS,
    ),
  );
  c.bind(TOKENS.ReportsApi).toConstantValue(
    lazyPort<ReportsApi>(
      () => import('./http/http-reports-api').then((m) => m.createHttpReportsApi(http)),
      REPORTS_METHODS,
    ),
  );
  // Only the console, the 권리침해 신고 form and the 이의제기 page call it: loaded on first use.
  c.bind(TOKENS.ModerationApi).toConstantValue(
    lazyPort<ModerationApi>(
      () => import('./http/http-moderation-api').then((m) => m.createHttpModerationApi(http)),
      MODERATION_METHODS,
    ),
  );
  // Only the console's members and audit pages call it: loaded on first use.
  c.bind(TOKENS.AdminApi).toConstantValue(
    lazyPort<AdminApi>(
      () => import('./http/http-admin-api').then((m) => m.createHttpAdminApi(http)),
      ADMIN_METHODS,
    ),
  );
  // Only the settings page's 내 정보 다운로드 calls it: loaded on first use.
  c.bind(TOKENS.ExportsApi).toConstantValue(
    lazyPort<ExportsApi>(
      () =>
        import('./http/http-exports-api').then((m) =>
          m.createHttpExportsApi(http, { tokenStore, navigator, authEvents, ...transport }),
        ),
      EXPORTS_METHODS,
    ),
  );
  // Only the block dialog, the settings list and the show-once link call it: loaded on first use.
  c.bind(TOKENS.BlocksApi).toConstantValue(
    lazyPort<BlocksApi>(
      () => import('./http/http-blocks-api').then((m) => m.createHttpBlocksApi(http)),
      BLOCKS_METHODS,
    ),
  );
  // Only the competition pages call it: loaded on first use.
  c.bind(TOKENS.CompetitionsApi).toConstantValue(
    lazyPort<CompetitionsApi>(
      () => import('./http/http-competitions-api').then((m) => m.createHttpCompetitionsApi(http)),
      COMPETITIONS_METHODS,
    ),
  );
  c.bind(TOKENS.NotificationStream).toConstantValue(
    lazyNotificationStream(() =>
      import('./sse/fetch-notification-stream').then((m) =>
        m.createFetchNotificationStream({ tokenStore, ...transport }),
      ),
    ),
  );
};
