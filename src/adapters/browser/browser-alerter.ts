import type { Alerter } from '../../application/ports/alerter.port';

export const createBrowserAlerter = (): Alerter => ({
  alert: (message) => window.alert(message),
});
