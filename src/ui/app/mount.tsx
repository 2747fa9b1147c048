import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppServices } from '../../application/app-services';
import { skeletonBone } from '../components/list-skeleton';
import { App } from './app';

/** The server's first-screen shell, any skeleton bone, a section still loading its tabs. */
const FIRST_SCREEN_FILLING = `.ks-shell, .${skeletonBone}, section[aria-busy="true"]`;

/** Renders the app into #root; the entry files differ only in the container they build. */
export const mount = (services: AppServices): void => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (the long task a slow phone feels as a frozen page and
  // Lighthouse counts as blocking time). The server's first-screen shell stays painted until it commits.
  const app = createRoot(root);
  startTransition(() => app.render(<App services={services} />));
  // Pretendard comes after the first screen (theme/web-fonts.ts), from a chunk of its own: not while
  // the server's shell or a skeleton still shows.
  const filling = () => document.querySelector(FIRST_SCREEN_FILLING) !== null;
  void import('../theme/web-fonts').then((fonts) =>
    fonts.scheduleWebFonts(services.queryClient, undefined, filling),
  );
};
