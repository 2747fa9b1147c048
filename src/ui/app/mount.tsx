import { createRoot } from 'react-dom/client';
import type { AppServices } from '../../application/app-services';
import { App } from './app';

/** Renders the app into #root; the entry files differ only in the container they build. */
export const mount = (services: AppServices): void => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  createRoot(root).render(<App services={services} />);
  // Pretendard comes after the first screen (theme/web-fonts.ts), from a chunk of its own.
  void import('../theme/web-fonts').then((fonts) => fonts.scheduleWebFonts(services.queryClient));
};
