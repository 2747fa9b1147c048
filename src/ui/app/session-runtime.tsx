import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import type { SessionMachines } from '../../application/app-services';
import type { SessionState, SessionStatus } from '../hooks/use-session';

export interface SessionRuntimeProps {
  readonly machines: SessionMachines;
  /** The token as the page found it when the app started (mount.tsx). */
  readonly token: string | null;
  readonly onChange: (state: Omit<SessionState, 'ready'>) => void;
}

/**
 * Runs the session and notification machines for the whole app (in a chunk of its own, with XState),
 * feeds them the two facts they need from React, the current path and whether the user is signed in,
 * and tells the provider what the UI reads of them. Renders nothing.
 */
export const SessionRuntime = ({ machines, token, onChange }: SessionRuntimeProps) => {
  const session = useActorRef(machines.session, { input: { token } });
  const notifications = useActorRef(machines.notifications);
  const [path] = useLocation();
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
  const dot = useSelector(notifications, (s) => s.context.dot);
  const signedIn = status === 'signedIn';

  useEffect(() => {
    notifications.send({ type: signedIn ? 'notifications.signedIn' : 'notifications.signedOut' });
  }, [signedIn, notifications]);

  useEffect(() => {
    session.send({ type: 'session.routeChanged', path });
    notifications.send({ type: 'notifications.refresh' });
  }, [path, session, notifications]);

  const view = useMemo(() => ({ status, profile, role, hasToken }), [status, profile, role, hasToken]);
  useEffect(() => {
    onChange({ view, dot, actors: { session, notifications } });
  }, [onChange, view, dot, session, notifications]);
  return null;
};
