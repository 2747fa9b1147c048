import type { CompetitionsApi } from '../../application/competitions/competitions-api.port';
import { COMPETITION_OPERATIONS as OPS } from '../../contract/competitions.operations';
import type { HttpClient } from './http-client';

/** Spec section 7 "Competition and news", and the match and league pages' reads. */
export const createHttpCompetitionsApi = (http: HttpClient): CompetitionsApi => ({
  cups: () => http.call(OPS.cups),
  leagues: () => http.call(OPS.leagues),
  news: ({ page, cursor }) => http.call(OPS.news, { query: cursor ? { cursor } : { page } }),
  matches: (query) => http.call(OPS.matches, { query: { ...query } }),
  competitions: (query) => http.call(OPS.competitions, { query: { ...query } }),
  league: (id) => http.call(OPS.league, { params: { id } }),
  cup: (id) => http.call(OPS.cup, { params: { id } }),
});
