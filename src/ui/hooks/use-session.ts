import { createContext, useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type {
  NotificationsEvent,
  NotificationsMachine,
} from '../../application/machines/notifications.machine';
import type { SessionEvent, SessionMachine } from '../../application/machines/session.machine';
import type { OwnProfile } from '../../contract/user';
import type { Role } from '../../domain/role';

export type SessionRef = ActorRefFrom<SessionMachine>;
export type NotificationsRef = ActorRefFrom<NotificationsMachine>;

export interface SessionActors {
  readonly session: SessionRef;
  readonly notifications: NotificationsRef;
}

/** `onboarding`: signed in with no profile yet (a first social sign-in still choosing a nickname). */
export type SessionStatus = 'signedOut' | 'loading' | 'signedIn' | 'onboarding';

export interface SessionView {
  readonly status: SessionStatus;
  readonly profile: OwnProfile | null;
  readonly role: Role | null;
  readonly hasToken: boolean;
}

/**
 * What the session provider shares: the view of the session and the bell's dot as the machines last
 * said (session-runtime.tsx reads them with @xstate/react's selectors), and the running actors, which
 * exist once the machines' chunk has loaded (`ready` settles then).
 */
export interface SessionState {
  readonly view: SessionView;
  readonly dot: boolean;
  readonly actors: SessionActors | null;
  readonly ready: Promise<SessionActors>;
}

/**
 * Before the machines run, the session is what the stored token says: none, signed out (what the
 * machine decides at once); one, loading (the machine's profile check).
 */
export const viewBeforeMachines = (token: string | null): SessionView => ({
  status: token === null ? 'signedOut' : 'loading',
  profile: null,
  role: null,
  hasToken: token !== null,
});

export const SessionContext = createContext<SessionState | null>(null);

const useSessionState = () => {
  const state = useContext(SessionContext);
  if (!state) throw new Error('session hooks outside <SessionProvider>');
  return state;
};

/** The session as the UI needs it; re-renders only when one of these fields changes. */
export const useSession = (): SessionView => useSessionState().view;

/** What the UI does with a machine: tell it something. */
export interface Sender<E> {
  send(event: E): void;
}

/**
 * A sender to one of the running actors: at once when they run, else as soon as they do (a page can
 * answer a click before the machines' chunk has arrived on a slow line).
 */
const useSender = <E>(pick: (actors: SessionActors) => { send(event: E): void }): Sender<E> => {
  const { actors, ready } = useSessionState();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pick` is a fixed field reader
  return useMemo(
    () => ({
      send: (event: E) => {
        if (actors) pick(actors).send(event);
        else void ready.then((running) => pick(running).send(event));
      },
    }),
    [actors, ready],
  );
};

export const useSessionActor = (): Sender<SessionEvent> => useSender((a) => a.session);

export const useNotificationDot = (): boolean => useSessionState().dot;

/** What /alarm does with the bell's machine: tell it what was read, hear what the stream brings. */
export interface BellHandle extends Sender<NotificationsEvent> {
  readonly on: NotificationsRef['on'];
}

/** The bell's machine: /alarm tells it what was read and hears what the stream brings. */
export const useNotificationsActor = (): BellHandle => {
  const sender = useSender((a) => a.notifications);
  const { actors, ready } = useSessionState();
  return useMemo(() => {
    const on = ((type: string, handler: (event: never) => void) => {
      if (actors) return actors.notifications.on(type as never, handler);
      let closed = false;
      let live: { unsubscribe(): void } | undefined;
      void ready.then((running) => {
        if (!closed) live = running.notifications.on(type as never, handler);
      });
      return {
        unsubscribe: () => {
          closed = true;
          live?.unsubscribe();
        },
      };
    }) as NotificationsRef['on'];
    return { send: sender.send, on };
  }, [sender, actors, ready]);
};
