import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useToast } from '../../components';
import { useSessionActor } from '../../hooks/use-session';

/** Only an in-app path may be a return target (no '//host' or 'https:' open redirects). */
const safeReturnPath = (value: unknown): string | null =>
  typeof value === 'string' &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !/^\/sign(In|Up)\b/.test(value)
    ? value
    : null;

/** The origin path /signIn received as navigation state (spec section 2). */
export const useOriginPath = (): string | null => {
  const state = useHistoryState<{ from?: unknown } | null>();
  return safeReturnPath(state?.from);
};

/** After sign-in or sign-up: hand the token to the session, then return to the origin or '/'. */
export const useAuthSuccess = (message: string) => {
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const origin = useOriginPath();
  const toast = useToast();
  return useCallback(
    (token: string) => {
      // Order matters: the session must know about the login before the route change it reacts to.
      session.send({ type: 'session.loggedIn', token });
      navigate(origin ?? '/', { replace: true });
      toast.show({ type: 'success', message });
    },
    [session, navigate, origin, toast, message],
  );
};
