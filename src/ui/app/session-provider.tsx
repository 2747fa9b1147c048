import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../hooks/use-services';
import { SessionContext } from '../hooks/use-session';

/**
 * Runs the session and notification machines for the whole app and feeds them the two facts
 * they need from React: the current path and whether the user is signed in.
 */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const services = useServices();
  const session = useActorRef(services.sessionMachine, { input: { token: services.tokenStore.get() } });
  const notifications = useActorRef(services.notificationsMachine);
  const [path] = useLocation();
  const signedIn = useSelector(session, (s) => s.matches('signedIn'));

  useEffect(() => {
    notifications.send({ type: signedIn ? 'notifications.signedIn' : 'notifications.signedOut' });
  }, [signedIn, notifications]);

  useEffect(() => {
    session.send({ type: 'session.routeChanged', path });
    notifications.send({ type: 'notifications.refresh' });
  }, [path, session, notifications]);

  const value = useMemo(() => ({ session, notifications }), [session, notifications]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};
