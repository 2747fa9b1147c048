import { createFetchNotificationStream } from '../sse/fetch-notification-stream';
import type { SignOutDeps } from './error-response';
import { createHttpAccountApi } from './http-account-api';
import { createHttpAccountSettingsApi } from './http-account-settings-api';
import { createHttpClient } from './http-client';
import { createHttpCommentsApi } from './http-comments-api';
import { createHttpCompetitionsApi } from './http-competitions-api';
import { createHttpArticlesApi, createHttpBoardApi } from './http-content-api';
import { createHttpDraftsApi } from './http-drafts-api';
import { createHttpImageUpload } from './http-image-upload';
import { createHttpNotificationsApi } from './http-notifications-api';
import { createHttpProfileApi } from './http-profile-api';
import { createHttpExportsApi } from './http-exports-api';
import { createHttpAdminApi } from './http-admin-api';
import { createHttpModerationApi } from './http-moderation-api';
import { createHttpReportsApi } from './http-reports-api';
import { createHttpGuardianApi } from './http-guardian-api';
import { createHttpPoliciesApi } from './http-policies-api';
import { createHttpBlocksApi } from './http-blocks-api';
import {
  createHttpConsultationApi,
  createHttpEditorsApi,
  createHttpReactionsApi,
} from './http-reactions-api';
import { createHttpSessionApi } from './http-session-api';
import { createHttpUsersApi } from './http-users-api';

export type HttpTransport = SignOutDeps & {
  readonly fetch: typeof fetch;
  /** The upload's XMLHttpRequest (progress events); over another fetch, a stand-in that carries it. */
  readonly createRequest?: () => XMLHttpRequest;
  readonly timeoutMs?: number;
};

/**
 * Every browser port as HTTP adapters over one transport, built at once (no lazy chunks): what tests and
 * the contract suite hold against a host, the in-process server or the demo host's edge.
 */
export const httpPorts = (transport: HttpTransport) => {
  const http = createHttpClient(transport);
  return {
    sessionApi: createHttpSessionApi(http),
    accountApi: createHttpAccountApi(http),
    usersApi: createHttpUsersApi(http),
    notificationsApi: createHttpNotificationsApi(http),
    notificationStream: createFetchNotificationStream({
      tokenStore: transport.tokenStore,
      fetch: transport.fetch,
    }),
    articlesApi: createHttpArticlesApi(http),
    boardApis: { post: createHttpBoardApi(http, 'post'), qna: createHttpBoardApi(http, 'qna') },
    commentsApi: createHttpCommentsApi(http),
    reactionsApi: createHttpReactionsApi(http),
    editorsApi: createHttpEditorsApi(http),
    consultationApi: createHttpConsultationApi(http),
    draftsApis: {
      article: createHttpDraftsApi(http, 'article'),
      post: createHttpDraftsApi(http, 'post'),
      qna: createHttpDraftsApi(http, 'qna'),
    },
    imageUpload: createHttpImageUpload({ ...transport, createRequest: transport.createRequest }),
    profileApi: createHttpProfileApi(http),
    accountSettingsApi: createHttpAccountSettingsApi(http),
    competitionsApi: createHttpCompetitionsApi(http),
    reportsApi: createHttpReportsApi(http),
    guardianApi: createHttpGuardianApi(http),
    policiesApi: createHttpPoliciesApi(http),
    moderationApi: createHttpModerationApi(http),
    adminApi: createHttpAdminApi(http),
    exportsApi: createHttpExportsApi(http, transport),
    blocksApi: createHttpBlocksApi(http),
  };
};

export type HttpPorts = ReturnType<typeof httpPorts>;
