import { Effect } from 'effect';
import type { CompetitionsApi } from '../application/competitions/competitions-api.port';
import { loaded } from './lazy-adapters';

type AnyPort = Record<string, (...args: unknown[]) => Effect.Effect<unknown, unknown>>;

/**
 * The competitions API, loaded on first use: only the competition pages call it, so its schemas and
 * operations stay out of the first load of every other page. Every method of the port forwards to the
 * loaded adapter; `then` is left undefined so nothing mistakes the port for a promise.
 */
export const lazyCompetitionsApi = (load: () => Promise<CompetitionsApi>): CompetitionsApi => {
  const api = loaded(load) as unknown as Effect.Effect<AnyPort>;
  return new Proxy({} as CompetitionsApi, {
    get: (_, name) =>
      typeof name === 'string' && name !== 'then'
        ? (...args: unknown[]) => Effect.flatMap(api, (a) => (a[name] as AnyPort[string])(...args))
        : undefined,
  });
};
