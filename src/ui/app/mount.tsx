import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AppServices } from '../../application/app-services';
import { App } from './app';
import { nextTask } from './next-task';

/**
 * Builds the services and renders the app into #root, and returns the root; the entry files differ
 * only in the container they build. Each step is a task of its own (next-task.ts): evaluating the
 * entry script's code, building the container, then the first render as a transition, in which React
 * yields to the browser every few milliseconds instead of holding it for the whole tree. The server's
 * first-screen shell stays painted until the render commits.
 */
export const mount = async (build: () => AppServices): Promise<Root> => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  await nextTask();
  const services = build();
  await nextTask();
  const app = createRoot(root);
  startTransition(() => app.render(<App services={services} />));
  // Pretendard comes after the first screen (theme/web-fonts.ts), from a chunk of its own.
  void import('../theme/web-fonts').then((fonts) => fonts.scheduleWebFonts(services.queryClient));
  return app;
};
