import type { QueryClient } from '@tanstack/query-core';
import { Container } from 'inversify';
import type { AppServices, SessionMachines } from '../application/app-services';
import type { ArticlesApi, BoardApis } from '../application/content/content-api.port';
import type { DraftsApis } from '../application/drafts/drafts-api.port';
import type { ImageUpload } from '../application/drafts/image-upload.port';
import { ACCOUNT_API, type AccountApi } from '../application/accounts/account-api.port';
import type { Alerter } from '../application/ports/alerter.port';
import type { AuthEvents } from '../application/ports/auth-events.port';
import type { Navigator } from '../application/ports/navigator.port';
import type { NotificationStream } from '../application/ports/notification-stream.port';
import type { NotificationsApi } from '../application/ports/notifications-api.port';
import type { RedirectStore } from '../application/ports/redirect-store.port';
import type { SessionApi } from '../application/ports/session-api.port';
import type { TokenStore } from '../application/ports/token-store.port';
import { TOKENS } from '../application/ports/tokens';
import type { CompetitionsApi } from '../application/competitions/competitions-api.port';
import type { UserInfoStore } from '../application/ports/user-info-store.port';
import type { UsersApi } from '../application/ports/users-api.port';
import type { ProfileApi } from '../application/profile/profile-api.port';
import type { ExportsApi } from '../application/exports/exports-api.port';
import type { AdminApi } from '../application/admin/admin-api.port';
import type { ModerationApi } from '../application/moderation/moderation-api.port';
import type { PushApi } from '../application/push/push-api.port';
import type { ReportsApi } from '../application/reports/reports-api.port';
import type { GuardianApi } from '../application/guardian/guardian-api.port';
import type { PoliciesApi } from '../application/policies/policies-api.port';
import type { BlocksApi } from '../application/blocks/blocks-api.port';
import type { AccountSettingsApi } from '../application/account-settings/account-settings-api.port';
import { createQueryClient } from '../application/query-client';
import { createBrowserAlerter } from './browser/browser-alerter';
import { createBrowserNavigator } from './browser/browser-navigator';
import { createAuthEvents } from './browser/auth-events';
import { once } from './lazy-adapters';
import { createRedirectStore, createTokenStore, createUserInfoStore } from './storage/stores';
import { type KeyValue, safeStorage } from './storage/safe-storage';

export interface ContainerOptions {
  /** 'real' talks to the API on the same origin; 'fake' runs on the in-memory backend. */
  readonly mode: 'real' | 'fake';
  /** Tests swap the browser edges (storage, navigation, alerts). */
  readonly local?: KeyValue;
  readonly session?: KeyValue;
  readonly navigator?: Navigator;
  readonly alerter?: Alerter;
  readonly fakeLatencyMs?: number;
}

/** Binds the backend ports (APIs, stream) of one mode; the browser edges are bound already. */
export type BackendBinder = (c: Container, get: <T>(token: symbol) => T, options: ContainerOptions) => void;

/**
 * The container minus the backend: storage, navigation, alerts, the query client and the
 * services the UI receives. No decorators, only values and factories, so nothing here needs
 * emitted type metadata (inversify still loads reflect-metadata/lite for its own bookkeeping).
 */
export const buildContainer = (options: ContainerOptions, bindBackend: BackendBinder): Container => {
  const c = new Container({ defaultScope: 'Singleton' });
  const local = options.local ?? safeStorage(() => window.localStorage);
  const session = options.session ?? safeStorage(() => window.sessionStorage);
  const get = <T>(token: symbol): T => c.get<T>(token);

  c.bind(TOKENS.TokenStore).toConstantValue(createTokenStore(local));
  c.bind(TOKENS.RedirectStore).toConstantValue(createRedirectStore(session));
  c.bind(TOKENS.UserInfoStore).toConstantValue(createUserInfoStore(local));
  c.bind(TOKENS.Navigator).toConstantValue(options.navigator ?? createBrowserNavigator());
  c.bind(TOKENS.Alerter).toConstantValue(options.alerter ?? createBrowserAlerter());
  c.bind(TOKENS.AuthEvents).toConstantValue(createAuthEvents());
  c.bind(TOKENS.QueryClient).toDynamicValue(() => createQueryClient(get<Alerter>(TOKENS.Alerter)));

  bindBackend(c, get, options);

  c.bind(TOKENS.Services).toDynamicValue((): AppServices => {
    const queryClient = get<QueryClient>(TOKENS.QueryClient);
    const sessionApi = get<SessionApi>(TOKENS.SessionApi);
    const tokenStore = get<TokenStore>(TOKENS.TokenStore);
    const navigator = get<Navigator>(TOKENS.Navigator);
    const alerter = get<Alerter>(TOKENS.Alerter);
    const notificationsApi = get<NotificationsApi>(TOKENS.NotificationsApi);
    // Loaded once, starting now (beside the first render), and kept; a failed load (offline) is tried
    // again by the next caller.
    const sessionMachines = once(() =>
      import('../application/machines/provide-machines').then(
        (m): SessionMachines => ({
          session: m.provideSessionMachine({
            sessionApi,
            tokenStore,
            navigator,
            alerter,
            queryClient,
            redirectStore: get<RedirectStore>(TOKENS.RedirectStore),
            userInfoStore: get<UserInfoStore>(TOKENS.UserInfoStore),
            authEvents: get<AuthEvents>(TOKENS.AuthEvents),
          }),
          notifications: m.provideNotificationsMachine({
            notificationsApi,
            notificationStream: get<NotificationStream>(TOKENS.NotificationStream),
          }),
        }),
      ),
    );
    void sessionMachines().catch(() => undefined);
    return {
      articles: {
        api: get<ArticlesApi>(TOKENS.ArticlesApi),
        editorsApi: get(TOKENS.EditorsApi),
        consultationApi: get(TOKENS.ConsultationApi),
      },
      boards: get<BoardApis>(TOKENS.BoardApis),
      commentsApi: get(TOKENS.CommentsApi),
      reactionsApi: get(TOKENS.ReactionsApi),
      drafts: get<DraftsApis>(TOKENS.DraftsApis),
      profileApi: get<ProfileApi>(TOKENS.ProfileApi),
      accountSettingsApi: get<AccountSettingsApi>(TOKENS.AccountSettingsApi),
      reportsApi: get<ReportsApi>(TOKENS.ReportsApi),
      guardianApi: get<GuardianApi>(TOKENS.GuardianApi),
      policiesApi: get<PoliciesApi>(TOKENS.PoliciesApi),
      pushApi: get<PushApi>(TOKENS.PushApi),
      moderationApi: get<ModerationApi>(TOKENS.ModerationApi),
      adminApi: get<AdminApi>(TOKENS.AdminApi),
      exportsApi: get<ExportsApi>(TOKENS.ExportsApi),
      blocksApi: get<BlocksApi>(TOKENS.BlocksApi),
      imageUpload: get<ImageUpload>(TOKENS.ImageUpload),
      queryClient,
      sessionApi,
      accountApi: get<AccountApi>(ACCOUNT_API),
      tokenStore,
      navigator,
      alerter,
      notificationsApi,
      usersApi: get<UsersApi>(TOKENS.UsersApi),
      sessionMachines,
      // Ports only: the competition pages build their machines in their own chunk.
      competitions: {
        competitionsApi: get<CompetitionsApi>(TOKENS.CompetitionsApi),
        queryClient,
      },
    };
  });
  return c;
};

/** What the entry file hands to the React tree. */
export const resolveServices = (container: Container): AppServices =>
  container.get<AppServices>(TOKENS.Services);
