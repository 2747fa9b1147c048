import type { QueryClient } from '@tanstack/query-core';
import type { ArticleServices } from './articles/provide-articles';
import type { ArticleEditorPorts } from './article-editor/provide-article-editor';
import type { CompetitionPorts } from './competitions/competition-queries';
import type { NotificationsMachine } from './machines/notifications.machine';
import type { SessionMachine } from './machines/session.machine';
import type { Alerter } from './ports/alerter.port';
import type { Navigator } from './ports/navigator.port';
import type { NotificationsApi } from './ports/notifications-api.port';
import type { SessionApi } from './ports/session-api.port';
import type { TokenStore } from './ports/token-store.port';
import type { UsersApi } from './ports/users-api.port';

/**
 * Everything the React tree needs, resolved once from the container by the entry file. The UI
 * never sees the container or an adapter, only these ports and the machines already provided.
 */
export interface AppServices {
  readonly queryClient: QueryClient;
  readonly sessionMachine: SessionMachine;
  readonly notificationsMachine: NotificationsMachine;
  readonly sessionApi: SessionApi;
  readonly usersApi: UsersApi;
  readonly notificationsApi: NotificationsApi;
  readonly tokenStore: TokenStore;
  readonly navigator: Navigator;
  readonly alerter: Alerter;
  /** The article write, edit and draft pages (their machines are built in the lazy page chunk). */
  readonly articleEditor: ArticleEditorPorts;
  /** Article reading and reactions: ports, the query client and the list machine (the rest are provided in the lazy chunks). */
  readonly articles: ArticleServices;
  /** The competition pages: the port and the query client (their machines are built in their chunk). */
  readonly competitions: CompetitionPorts;
}
