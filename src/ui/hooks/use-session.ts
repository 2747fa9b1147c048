import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { NotificationsMachine } from '../../application/machines/notifications.machine';
import type { SessionMachine } from '../../application/machines/session.machine';
import type { OwnProfile } from '../../contract/user';
import type { Role } from '../../domain/role';

export type SessionRef = ActorRefFrom<SessionMachine>;
export type NotificationsRef = ActorRefFrom<NotificationsMachine>;

export const SessionContext = createContext<{ session: SessionRef; notifications: NotificationsRef } | null>(
  null,
);

const useRefs = () => {
  const refs = useContext(SessionContext);
  if (!refs) throw new Error('session hooks outside <SessionProvider>');
  return refs;
};

/** `onboarding`: signed in with no profile yet (a first social sign-in still choosing a nickname). */
export type SessionStatus = 'signedOut' | 'loading' | 'signedIn' | 'onboarding';

export interface SessionView {
  readonly status: SessionStatus;
  readonly profile: OwnProfile | null;
  readonly role: Role | null;
  readonly hasToken: boolean;
}

/** The session as the UI needs it; re-renders only when one of these fields changes. */
export const useSession = (): SessionView => {
  const { session } = useRefs();
  const status = useSelector(
    session,
    (s): SessionStatus =>
      s.matches('signedIn')
        ? 'signedIn'
        : s.matches('signedOut')
          ? 'signedOut'
          : s.matches('onboarding')
            ? 'onboarding'
            : 'loading',
  );
  const profile = useSelector(session, (s) => s.context.profile);
  const role = useSelector(session, (s) => s.context.role);
  const hasToken = useSelector(session, (s) => s.context.token !== null);
  return { status, profile, role, hasToken };
};

export const useSessionActor = (): SessionRef => useRefs().session;

export const useNotificationDot = (): boolean => useSelector(useRefs().notifications, (s) => s.context.dot);

/** The bell's machine: /alarm tells it what was read and hears what the stream brings. */
export const useNotificationsActor = (): NotificationsRef => useRefs().notifications;
