import type { AuthEvents } from '../../application/ports/auth-events.port';
import type { Navigator } from '../../application/ports/navigator.port';
import type { TokenStore } from '../../application/ports/token-store.port';
import { createMemoryHost, type MemoryHostOptions } from '../../../server/adapters/memory/memory-host';
import { httpPorts } from '../http/http-ports';
import { createDemoFetch } from './demo-edge';
import { createRecordingNavigator } from './fake-browser';
import { xhrOverFetch } from './xhr-over-fetch';

export interface FakeBackendOptions extends MemoryHostOptions {
  readonly tokenStore: TokenStore;
  /** Given, a 400 or 401 is logged and an exact 'Unauthorized' signs out, as in the app. */
  readonly signOut?: { readonly navigator: Navigator; readonly authEvents: AuthEvents };
  /** A little delay before each answer so loading states show (the demo); tests: 0. */
  readonly latencyMs?: number;
}

const silentAuthEvents = (): AuthEvents => ({
  onUnauthorized: () => () => undefined,
  emitUnauthorized: () => undefined,
});

/**
 * The demo host with every browser port over it: the app's own HTTP adapters, whose requests the demo
 * edge answers in the tab with the server's use cases on the memory stores (demo-edge.ts). Tests and the
 * contract suite use this; the app's container binds the same transport (fake-adapters.ts).
 */
export const createFakeBackend = (options: FakeBackendOptions) => {
  const host = createMemoryHost(options);
  const fetch = createDemoFetch(host, { latencyMs: options.latencyMs });
  const ports = httpPorts({
    tokenStore: options.tokenStore,
    navigator: options.signOut?.navigator ?? createRecordingNavigator(),
    authEvents: options.signOut?.authEvents ?? silentAuthEvents(),
    fetch,
    createRequest: xhrOverFetch(fetch),
    // The edge answers in the tab: a loaded test machine, not a network, is all that can delay it.
    timeoutMs: 60_000,
  });
  return { host, fetch, ...ports };
};

export type FakeBackend = ReturnType<typeof createFakeBackend>;

/** The competitions API on a fresh demo host whose clock is `now` (the competition pages' tests). */
export const createFakeCompetitions = (options: { readonly now?: () => Date } = {}) => {
  let token: string | null = null;
  const tokenStore: TokenStore = {
    get: () => token,
    set: (t) => {
      token = t;
    },
    remove: () => {
      token = null;
    },
  };
  return createFakeBackend({ tokenStore, clock: options.now }).competitionsApi;
};
