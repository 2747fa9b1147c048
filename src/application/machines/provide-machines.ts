import type { QueryClient } from '@tanstack/query-core';
import { fromCallback } from 'xstate';
import { fromEffect } from '../effect-actor';
import type { Alerter } from '../ports/alerter.port';
import type { AuthEvents } from '../ports/auth-events.port';
import type { Navigator } from '../ports/navigator.port';
import type { NotificationStream } from '../ports/notification-stream.port';
import type { NotificationsApi } from '../ports/notifications-api.port';
import type { RedirectStore } from '../ports/redirect-store.port';
import type { SessionApi } from '../ports/session-api.port';
import type { TokenStore } from '../ports/token-store.port';
import type { UserInfoStore } from '../ports/user-info-store.port';
import { type NotificationsEvent, notificationsMachine } from './notifications.machine';
import { type SessionEvent, sessionMachine } from './session.machine';

export interface SessionPorts {
  readonly sessionApi: SessionApi;
  readonly tokenStore: TokenStore;
  readonly redirectStore: RedirectStore;
  readonly userInfoStore: UserInfoStore;
  readonly navigator: Navigator;
  readonly alerter: Alerter;
  readonly authEvents: AuthEvents;
  readonly queryClient: QueryClient;
}

/** The session machine with its placeholders filled from ports. */
export const provideSessionMachine = (ports: SessionPorts) =>
  sessionMachine.provide({
    actors: {
      fetchProfile: fromEffect(() => ports.sessionApi.profile()),
      revokeToken: fromEffect(() => ports.sessionApi.logout()),
      watchUnauthorized: fromCallback<SessionEvent>(({ sendBack }) =>
        ports.authEvents.onUnauthorized(() => sendBack({ type: 'session.unauthorized' })),
      ),
    },
    actions: {
      storeToken: (_, params) => ports.tokenStore.set(params.token),
      removeToken: () => ports.tokenStore.remove(),
      saveUserInfo: (_, { profile }) =>
        ports.userInfoStore.set({
          id: profile.id,
          name: profile.name,
          profileImageUrl: profile.profileImageUrl,
          userLevel: profile.userLevel,
          job: profile.job,
        }),
      clearUserInfo: () => ports.userInfoStore.clear(),
      clearQueryCache: () => ports.queryClient.clear(),
      saveRedirect: () => ports.redirectStore.set(ports.navigator.currentPath()),
      applyRedirect: () => {
        const path = ports.redirectStore.get();
        ports.redirectStore.clear();
        if (path) ports.navigator.go(path);
      },
      navigate: (_, params) => ports.navigator.go(params.to),
      alert: (_, params) => ports.alerter.alert(params.message),
    },
  });

export interface NotificationPorts {
  readonly notificationsApi: NotificationsApi;
  readonly notificationStream: NotificationStream;
}

/** The notifications machine with the first-page call and the live stream from ports. */
export const provideNotificationsMachine = (ports: NotificationPorts) =>
  notificationsMachine.provide({
    actors: {
      fetchFirstPage: fromEffect(() => ports.notificationsApi.firstPage()),
      stream: fromCallback<NotificationsEvent>(({ sendBack }) =>
        ports.notificationStream.subscribe({
          onOpen: () => sendBack({ type: 'stream.opened' }),
          onNotification: (notification) => sendBack({ type: 'stream.notification', notification }),
          onClose: () => sendBack({ type: 'stream.closed' }),
        }),
      ),
    },
  });
