import type { BoardApis } from '../../application/content/content-api.port';
import type { DraftsApis } from '../../application/drafts/drafts-api.port';
import { CONTENT_KINDS } from '../../domain/content/policy';
import { createFakeAccountApi } from './fake-account-api';
import { createFakeAccountSettingsApi } from './fake-account-settings-api';
import { createFakeCommentsApi } from './fake-comments-api';
import { createFakeArticlesApi, createFakeBoardApi } from './fake-content-api';
import { createFakeDraftsApi } from './fake-drafts-api';
import { createFakeImageUpload } from './fake-image-upload';
import { createFakeNotificationStream, createFakeNotificationsApi } from './fake-notifications-api';
import { createFakeProfileApi } from './fake-profile-api';
import {
  createFakeConsultationApi,
  createFakeEditorsApi,
  createFakeReactionsApi,
} from './fake-reactions-api';
import { createFakeServer, type FakeServerOptions } from './fake-server';
import { createFakeSessionApi, createFakeUsersApi } from './fake-session-api';

/**
 * The in-memory backend of `npm run demo` and the UI tests: one store, and one fake adapter per
 * browser port operating on it. tests/contract runs the same cases against these and against the HTTP
 * adapters over the real server.
 */
export const createFakeBackend = (options: FakeServerOptions) => {
  const fake = createFakeServer(options);
  return {
    store: fake.store,
    sessionApi: createFakeSessionApi(fake),
    accountApi: createFakeAccountApi(fake),
    usersApi: createFakeUsersApi(fake),
    notificationsApi: createFakeNotificationsApi(fake),
    notificationStream: createFakeNotificationStream(fake),
    articlesApi: createFakeArticlesApi(fake),
    boardApis: {
      post: createFakeBoardApi(fake, 'post'),
      qna: createFakeBoardApi(fake, 'qna'),
    } satisfies BoardApis,
    commentsApi: createFakeCommentsApi(fake),
    reactionsApi: createFakeReactionsApi(fake),
    editorsApi: createFakeEditorsApi(fake),
    consultationApi: createFakeConsultationApi(fake),
    draftsApis: Object.fromEntries(
      CONTENT_KINDS.map((kind) => [kind, createFakeDraftsApi(fake, kind)]),
    ) as DraftsApis,
    imageUpload: createFakeImageUpload(fake),
    profileApi: createFakeProfileApi(fake),
    accountSettingsApi: createFakeAccountSettingsApi(fake),
  };
};

export type FakeBackend = ReturnType<typeof createFakeBackend>;
