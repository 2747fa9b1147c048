import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppServices } from '../../application/app-services';
import { App } from './app';

/** Renders the app into #root; the entry files differ only in the container they build. */
export const mount = (services: AppServices): void => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (the long task a slow phone feels as a frozen page and
  // Lighthouse counts as blocking time). The server's first-screen shell stays painted until it commits.
  const app = createRoot(root);
  startTransition(() => app.render(<App services={services} />));
  // Pretendard comes after the first screen (theme/web-fonts.ts), from a chunk of its own.
  void import('../theme/web-fonts').then((fonts) => fonts.scheduleWebFonts(services.queryClient));
};
