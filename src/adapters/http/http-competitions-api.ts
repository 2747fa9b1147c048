import type { CompetitionsApi } from '../../application/competitions/competitions-api.port';
import { COMPETITION_OPERATIONS as OPS } from '../../contract/competitions.operations';
import { TEAM_OPERATIONS as TEAMS } from '../../contract/teams.operations';
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
  team: (id) => http.call(TEAMS.team, { params: { id } }),
  followedTeams: () => http.call(TEAMS.followed),
  follow: (id) => http.call(TEAMS.follow, { params: { id } }),
  unfollow: (id) => http.call(TEAMS.unfollow, { params: { id } }),
});
