import type { Alerter } from '../../application/ports/alerter.port';
import type { Navigator } from '../../application/ports/navigator.port';

/** Records navigations and alerts instead of touching the browser (UI and unit tests). */
export const createRecordingNavigator = (start = '/'): Navigator & { readonly visits: string[] } => {
  const visits: string[] = [];
  let path = start;
  return {
    visits,
    go: (to) => {
      path = to;
      visits.push(to);
    },
    currentPath: () => path,
  };
};

export const createRecordingAlerter = (): Alerter & { readonly messages: string[] } => {
  const messages: string[] = [];
  return { messages, alert: (message) => void messages.push(message) };
};
