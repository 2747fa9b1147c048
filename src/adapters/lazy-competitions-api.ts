import { Effect } from 'effect';
import type { CompetitionsApi } from '../application/competitions/competitions-api.port';
import { loaded } from './lazy-adapters';

/**
 * The competitions API, loaded on first use: only the competition pages call it, so its schemas and
 * operations stay out of the first load of every other page.
 */
export const lazyCompetitionsApi = (load: () => Promise<CompetitionsApi>): CompetitionsApi => {
  const api = loaded(load);
  return {
    cups: () => Effect.flatMap(api, (a) => a.cups()),
    leagues: () => Effect.flatMap(api, (a) => a.leagues()),
    news: (request) => Effect.flatMap(api, (a) => a.news(request)),
    matches: (query) => Effect.flatMap(api, (a) => a.matches(query)),
    competitions: (query) => Effect.flatMap(api, (a) => a.competitions(query)),
    league: (id) => Effect.flatMap(api, (a) => a.league(id)),
    cup: (id) => Effect.flatMap(api, (a) => a.cup(id)),
  };
};
