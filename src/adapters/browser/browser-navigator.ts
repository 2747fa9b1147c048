import { navigate } from 'wouter/use-browser-location';
import type { Navigator } from '../../application/ports/navigator.port';

const here = (): string => `${window.location.pathname}${window.location.search}`;

/** Navigates through wouter's history helper so the router sees the change. */
export const createBrowserNavigator = (): Navigator => ({
  go: (path, state) => {
    // Two rules may send the user to the same place (HTTP 'Unauthorized' and the session machine).
    if (path === here() && state === undefined) return;
    navigate(path, state === undefined ? undefined : { state });
  },
  currentPath: here,
});
