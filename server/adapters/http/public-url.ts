import type { Config } from '../../config';

/**
 * The address people reach the site at: PUBLIC_URL, else the local default. Links that leave the
 * server (reset mails, OAuth redirect URIs) are built from it and never from the request's Host
 * header, which a caller chooses (a reset mail pointing at someone else's host would leak the token).
 */
export const publicBaseUrl = (config: Pick<Config, 'publicUrl' | 'port'>): string =>
  (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
