import { ACCOUNT_API } from '../application/accounts/account-api.port';
import { ARTICLE_EDITOR_TOKENS } from '../application/article-editor/article-editor.tokens';
import type { TokenStore } from '../application/ports/token-store.port';
import { TOKENS } from '../application/ports/tokens';
import { ARTICLE_TOKENS } from '../application/articles/tokens';
import { createFakeAccountApi } from './fake/fake-account-api';
import { createFakeArticleEditor } from './fake/fake-article-editor';
import { createFakeArticles } from './fake/fake-articles';
import { createFakeBackend } from './fake/fake-backend';
import { COMPETITION_TOKENS } from '../application/competitions/tokens';
import { createFakeCompetitions } from './fake/fake-competitions';
import { createFakeNotificationStream } from './fake/fake-notification-stream';
import type { BackendBinder } from './container-core';

/** The in-memory backend with Korean demo data (`npm run demo`, UI tests). */
export const bindFakeAdapters: BackendBinder = (c, get, options) => {
  const fake = createFakeBackend({
    tokenStore: get<TokenStore>(TOKENS.TokenStore),
    strict: options.strictFakes,
    latencyMs: options.fakeLatencyMs,
  });
  c.bind(TOKENS.SessionApi).toConstantValue(fake.sessionApi);
  c.bind(ACCOUNT_API).toConstantValue(createFakeAccountApi(fake, options.fakeLatencyMs));
  const articles = createFakeArticles({
    tokenStore: get<TokenStore>(TOKENS.TokenStore),
    accounts: fake.accounts,
    usersApi: fake.usersApi,
    latencyMs: options.fakeLatencyMs,
  });
  c.bind(TOKENS.UsersApi).toConstantValue(articles.usersApi);
  c.bind(ARTICLE_TOKENS.ArticlesApi).toConstantValue(articles.articlesApi);
  c.bind(ARTICLE_TOKENS.CommentsApi).toConstantValue(articles.commentsApi);
  c.bind(ARTICLE_TOKENS.ReactionsApi).toConstantValue(articles.reactionsApi);
  c.bind(ARTICLE_TOKENS.EditorsApi).toConstantValue(articles.editorsApi);
  c.bind(ARTICLE_TOKENS.ConsultationApi).toConstantValue(articles.consultationApi);
  c.bind(TOKENS.NotificationsApi).toConstantValue(fake.notificationsApi);
  const fakeEditor = createFakeArticleEditor({
    tokenStore: get<TokenStore>(TOKENS.TokenStore),
    latencyMs: options.fakeLatencyMs,
  });
  c.bind(ARTICLE_EDITOR_TOKENS.ArticleEditorApi).toConstantValue(fakeEditor.api);
  c.bind(ARTICLE_EDITOR_TOKENS.ImageUpload).toConstantValue(fakeEditor.imageUpload);
  c.bind(TOKENS.NotificationStream).toConstantValue(createFakeNotificationStream());
  c.bind(COMPETITION_TOKENS.CompetitionsApi).toConstantValue(
    createFakeCompetitions({ latencyMs: options.fakeLatencyMs }),
  );
};
