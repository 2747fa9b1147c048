import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../domain/paths';
import { useSession } from '../../hooks/use-session';

/**
 * /signIn and /signUp are for visitors: a signed-in user who lands there (a bookmark, the back
 * button) goes to '/'. A sign-in on the page itself has navigated away before the session is signed in.
 */
export const useSignedInAway = (): void => {
  const { status } = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (status === 'signedIn') navigate(paths.home(), { replace: true });
  }, [status, navigate]);
};
