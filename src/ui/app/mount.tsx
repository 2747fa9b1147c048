import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppServices } from '../../application/app-services';
import { App } from './app';

/** Lets the browser run what waits (a paint, input) before the next piece of work: a task boundary. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Builds the services and renders the app into #root; the entry files differ only in the container
 * they build. Each step is a task of its own, so no one of them holds the main thread for long (a slow
 * phone feels a long task as a frozen page, and Lighthouse counts it as blocking time): evaluating the
 * entry script's code, building the container, then the first render as a transition, in which React
 * yields to the browser every few milliseconds instead of holding it for the whole tree. The server's
 * first-screen shell stays painted until the render commits.
 */
export const mount = async (build: () => AppServices): Promise<void> => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  await nextTask();
  const services = build();
  await nextTask();
  const app = createRoot(root);
  startTransition(() => app.render(<App services={services} />));
  // Pretendard comes after the first screen (theme/web-fonts.ts), from a chunk of its own.
  void import('../theme/web-fonts').then((fonts) => fonts.scheduleWebFonts(services.queryClient));
};
