import type { DraftsApis } from '../application/drafts/drafts-api.port';
import type { AuthEvents } from '../application/ports/auth-events.port';
import type { Navigator } from '../application/ports/navigator.port';
import type { TokenStore } from '../application/ports/token-store.port';
import { TOKENS } from '../application/ports/tokens';
import { CONTENT_KINDS } from '../domain/content/policy';
import type { BackendBinder } from './container-core';
import { createHttpClient } from './http/http-client';
import { createHttpCommentsApi } from './http/http-comments-api';
import { createHttpArticlesApi, createHttpBoardApi } from './http/http-content-api';
import { createHttpNotificationsApi } from './http/http-notifications-api';
import {
  createHttpConsultationApi,
  createHttpEditorsApi,
  createHttpReactionsApi,
} from './http/http-reactions-api';
import { createHttpSessionApi } from './http/http-session-api';
import { createHttpUsersApi } from './http/http-users-api';
import { lazyDraftsApi, lazyImageUpload, lazyNotificationStream } from './lazy-adapters';

/** The API on the same origin: HTTP adapters and the server-sent notification stream. */
export const bindRealAdapters: BackendBinder = (c, get) => {
  const tokenStore = get<TokenStore>(TOKENS.TokenStore);
  const navigator = get<Navigator>(TOKENS.Navigator);
  const authEvents = get<AuthEvents>(TOKENS.AuthEvents);
  const http = createHttpClient({ tokenStore, navigator, authEvents });
  c.bind(TOKENS.SessionApi).toConstantValue(createHttpSessionApi(http));
  c.bind(TOKENS.UsersApi).toConstantValue(createHttpUsersApi(http));
  c.bind(TOKENS.NotificationsApi).toConstantValue(createHttpNotificationsApi(http));
  c.bind(TOKENS.ArticlesApi).toConstantValue(createHttpArticlesApi(http));
  c.bind(TOKENS.BoardApis).toConstantValue({
    post: createHttpBoardApi(http, 'post'),
    qna: createHttpBoardApi(http, 'qna'),
  });
  c.bind(TOKENS.CommentsApi).toConstantValue(createHttpCommentsApi(http));
  c.bind(TOKENS.ReactionsApi).toConstantValue(createHttpReactionsApi(http));
  c.bind(TOKENS.EditorsApi).toConstantValue(createHttpEditorsApi(http));
  c.bind(TOKENS.ConsultationApi).toConstantValue(createHttpConsultationApi(http));
  // Used by the lazily loaded editor pages and a signed-in viewer only: loaded on first use.
  c.bind(TOKENS.DraftsApis).toConstantValue(
    Object.fromEntries(
      CONTENT_KINDS.map((kind) => [
        kind,
        lazyDraftsApi(kind, () =>
          import('./http/http-drafts-api').then((m) => m.createHttpDraftsApi(http, kind)),
        ),
      ]),
    ) as DraftsApis,
  );
  c.bind(TOKENS.ImageUpload).toConstantValue(
    lazyImageUpload(() =>
      import('./http/http-image-upload').then((m) =>
        m.createHttpImageUpload({ tokenStore, navigator, authEvents }),
      ),
    ),
  );
  c.bind(TOKENS.NotificationStream).toConstantValue(
    lazyNotificationStream(() =>
      import('./sse/fetch-notification-stream').then((m) => m.createFetchNotificationStream({ tokenStore })),
    ),
  );
};
