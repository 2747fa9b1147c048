import { ARTICLE_EDITOR_TOKENS } from '../application/article-editor/article-editor.tokens';
import type { AuthEvents } from '../application/ports/auth-events.port';
import type { Navigator } from '../application/ports/navigator.port';
import type { TokenStore } from '../application/ports/token-store.port';
import { TOKENS } from '../application/ports/tokens';
import { ARTICLE_TOKENS } from '../application/articles/tokens';
import { createHttpArticlesApi, createHttpCommentsApi } from './http/http-articles-api';
import { createHttpClient } from './http/http-client';
import { createHttpNotificationsApi } from './http/http-notifications-api';
import {
  createHttpConsultationApi,
  createHttpEditorsApi,
  createHttpReactionsApi,
} from './http/http-reactions-api';
import { createHttpSessionApi } from './http/http-session-api';
import { createHttpUsersApi } from './http/http-users-api';
import { lazyArticleEditorApi, lazyImageUpload, lazyNotificationStream } from './lazy-adapters';
import { COMPETITION_TOKENS } from '../application/competitions/tokens';
import { lazyCompetitionsApi } from './lazy-competitions-api';
import type { BackendBinder } from './container-core';

/** The API on the same origin: HTTP adapters and the server-sent notification stream. */
export const bindRealAdapters: BackendBinder = (c, get) => {
  const tokenStore = get<TokenStore>(TOKENS.TokenStore);
  const navigator = get<Navigator>(TOKENS.Navigator);
  const authEvents = get<AuthEvents>(TOKENS.AuthEvents);
  const http = createHttpClient({ tokenStore, navigator, authEvents });
  c.bind(TOKENS.SessionApi).toConstantValue(createHttpSessionApi(http));
  c.bind(TOKENS.UsersApi).toConstantValue(createHttpUsersApi(http));
  c.bind(TOKENS.NotificationsApi).toConstantValue(createHttpNotificationsApi(http));
  c.bind(ARTICLE_TOKENS.ArticlesApi).toConstantValue(createHttpArticlesApi(http));
  c.bind(ARTICLE_TOKENS.CommentsApi).toConstantValue(createHttpCommentsApi(http));
  c.bind(ARTICLE_TOKENS.ReactionsApi).toConstantValue(createHttpReactionsApi(http));
  c.bind(ARTICLE_TOKENS.EditorsApi).toConstantValue(createHttpEditorsApi(http));
  c.bind(ARTICLE_TOKENS.ConsultationApi).toConstantValue(createHttpConsultationApi(http));
  // Used by the lazily loaded editor pages and a signed-in viewer only: loaded on first use.
  c.bind(ARTICLE_EDITOR_TOKENS.ArticleEditorApi).toConstantValue(
    lazyArticleEditorApi(() =>
      import('./http/http-article-editor-api').then((m) => m.createHttpArticleEditorApi(http)),
    ),
  );
  c.bind(ARTICLE_EDITOR_TOKENS.ImageUpload).toConstantValue(
    lazyImageUpload(() =>
      import('./http/http-image-upload').then((m) =>
        m.createHttpImageUpload({ tokenStore, navigator, authEvents }),
      ),
    ),
  );
  // Only the competition pages call it: loaded on first use.
  c.bind(COMPETITION_TOKENS.CompetitionsApi).toConstantValue(
    lazyCompetitionsApi(() =>
      import('./http/http-competitions-api').then((m) => m.createHttpCompetitionsApi(http)),
    ),
  );
  c.bind(TOKENS.NotificationStream).toConstantValue(
    lazyNotificationStream(() =>
      import('./sse/fetch-notification-stream').then((m) => m.createFetchNotificationStream({ tokenStore })),
    ),
  );
};
