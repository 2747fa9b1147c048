import { ARTICLE_EDITOR_TOKENS } from '../application/article-editor/article-editor.tokens';
import type { AuthEvents } from '../application/ports/auth-events.port';
import type { Navigator } from '../application/ports/navigator.port';
import type { TokenStore } from '../application/ports/token-store.port';
import { TOKENS } from '../application/ports/tokens';
import { ARTICLE_TOKENS } from '../application/articles/tokens';
import { createHttpArticleEditorApi } from './http/http-article-editor-api';
import { createHttpArticlesApi, createHttpCommentsApi } from './http/http-articles-api';
import { createHttpClient } from './http/http-client';
import { createHttpImageUpload } from './http/http-image-upload';
import { createHttpNotificationsApi } from './http/http-notifications-api';
import {
  createHttpConsultationApi,
  createHttpEditorsApi,
  createHttpReactionsApi,
} from './http/http-reactions-api';
import { createHttpSessionApi } from './http/http-session-api';
import { createHttpUsersApi } from './http/http-users-api';
import { createFetchNotificationStream } from './sse/fetch-notification-stream';
import type { BackendBinder } from './container-core';

/** The API on the same origin: HTTP adapters and the server-sent notification stream. */
export const bindRealAdapters: BackendBinder = (c, get) => {
  const http = createHttpClient({
    tokenStore: get<TokenStore>(TOKENS.TokenStore),
    navigator: get<Navigator>(TOKENS.Navigator),
    authEvents: get<AuthEvents>(TOKENS.AuthEvents),
  });
  c.bind(TOKENS.SessionApi).toConstantValue(createHttpSessionApi(http));
  c.bind(TOKENS.UsersApi).toConstantValue(createHttpUsersApi(http));
  c.bind(TOKENS.NotificationsApi).toConstantValue(createHttpNotificationsApi(http));
  c.bind(ARTICLE_TOKENS.ArticlesApi).toConstantValue(createHttpArticlesApi(http));
  c.bind(ARTICLE_TOKENS.CommentsApi).toConstantValue(createHttpCommentsApi(http));
  c.bind(ARTICLE_TOKENS.ReactionsApi).toConstantValue(createHttpReactionsApi(http));
  c.bind(ARTICLE_TOKENS.EditorsApi).toConstantValue(createHttpEditorsApi(http));
  c.bind(ARTICLE_TOKENS.ConsultationApi).toConstantValue(createHttpConsultationApi(http));
  c.bind(ARTICLE_EDITOR_TOKENS.ArticleEditorApi).toConstantValue(createHttpArticleEditorApi(http));
  c.bind(ARTICLE_EDITOR_TOKENS.ImageUpload).toConstantValue(
    createHttpImageUpload({
      tokenStore: get<TokenStore>(TOKENS.TokenStore),
      navigator: get<Navigator>(TOKENS.Navigator),
      authEvents: get<AuthEvents>(TOKENS.AuthEvents),
    }),
  );
  c.bind(TOKENS.NotificationStream).toConstantValue(
    createFetchNotificationStream({ tokenStore: get<TokenStore>(TOKENS.TokenStore) }),
  );
};
