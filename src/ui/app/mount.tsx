import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AppServices } from '../../application/app-services';
import { wantsWebFonts } from '../theme/web-font-policy';
import { App } from './app';
import { nextTask } from './next-task';

/**
 * Builds the services and renders the app into #root, and returns the root; the entry files differ
 * only in the container they build. The render starts in a task of its own (next-task.ts), after the
 * one that evaluates the entry script and builds the container, and runs as a transition, in which
 * React yields to the browser every few milliseconds instead of holding it for the whole tree (a slow
 * phone feels a long task as a frozen page, and Lighthouse counts it as blocking time). The server's
 * first-screen shell stays painted until the render commits.
 */
export const mount = async (build: () => AppServices): Promise<Root> => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  // Built in the entry script's own task, before the load event: the session reads the stored token
  // now, as it did before the page could change it (a token stored after load, then a navigation
  // away while the profile fetch was in flight, signed the reader out: spec section 8's silent
  // logout on a failed fetch).
  const services = build();
  await nextTask();
  const app = createRoot(root);
  startTransition(() => app.render(<App services={services} />));
  // Pretendard comes after the first screen (theme/web-fonts.ts), from a chunk of its own, on screens
  // wider than a phone's (theme/web-font-policy.ts).
  if (wantsWebFonts()) {
    void import('../theme/web-fonts').then((fonts) => fonts.scheduleWebFonts(services.queryClient));
  }
  return app;
};
