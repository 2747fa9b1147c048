import { ACCOUNT_API } from '../application/accounts/account-api.port';
import type { AuthEvents } from '../application/ports/auth-events.port';
import type { Navigator } from '../application/ports/navigator.port';
import type { TokenStore } from '../application/ports/token-store.port';
import { TOKENS } from '../application/ports/tokens';
import type { BackendBinder } from './container-core';
import { createFakeBackend } from './fake/fake-backend';
import { createFakeCompetitions } from './fake/fake-competitions';

/** The in-memory backend with Korean demo data (`npm run demo`, UI tests): one store, every port. */
export const bindFakeAdapters: BackendBinder = (c, get, options) => {
  const fake = createFakeBackend({
    tokenStore: get<TokenStore>(TOKENS.TokenStore),
    signOut: { navigator: get<Navigator>(TOKENS.Navigator), authEvents: get<AuthEvents>(TOKENS.AuthEvents) },
    strict: options.strictFakes,
    latencyMs: options.fakeLatencyMs,
  });
  c.bind(TOKENS.SessionApi).toConstantValue(fake.sessionApi);
  c.bind(ACCOUNT_API).toConstantValue(fake.accountApi);
  c.bind(TOKENS.UsersApi).toConstantValue(fake.usersApi);
  c.bind(TOKENS.NotificationsApi).toConstantValue(fake.notificationsApi);
  c.bind(TOKENS.NotificationStream).toConstantValue(fake.notificationStream);
  c.bind(TOKENS.ArticlesApi).toConstantValue(fake.articlesApi);
  c.bind(TOKENS.BoardApis).toConstantValue(fake.boardApis);
  c.bind(TOKENS.CommentsApi).toConstantValue(fake.commentsApi);
  c.bind(TOKENS.ReactionsApi).toConstantValue(fake.reactionsApi);
  c.bind(TOKENS.EditorsApi).toConstantValue(fake.editorsApi);
  c.bind(TOKENS.ConsultationApi).toConstantValue(fake.consultationApi);
  c.bind(TOKENS.DraftsApis).toConstantValue(fake.draftsApis);
  c.bind(TOKENS.ImageUpload).toConstantValue(fake.imageUpload);
  c.bind(TOKENS.ProfileApi).toConstantValue(fake.profileApi);
  c.bind(TOKENS.AccountSettingsApi).toConstantValue(fake.accountSettingsApi);
  c.bind(TOKENS.CompetitionsApi).toConstantValue(
    createFakeCompetitions({ latencyMs: options.fakeLatencyMs }),
  );
};
