import * as v from 'valibot';
import { IdParam } from './common';
import {
  CompetitionList,
  CompetitionsQuery,
  CupDetail,
  ImportSummary,
  LeagueDetail,
  MatchesQuery,
  MatchList,
  NewsQuery,
  NewsSlice,
  YouthCupResponse,
  YouthLeagueResponse,
} from './competitions';
import { defineOperations, MULTIPART_ENVELOPE_BYTES } from './operation';

const id = v.object({ id: IdParam });

/** The largest competition file an import takes: a season of every age group is a few hundred kilobytes. */
export const COMPETITION_IMPORT_BYTES = 5 * 1024 * 1024;

export const COMPETITION_OPERATIONS = defineOperations({
  cups: {
    method: 'get',
    path: '/api/youth/cup',
    tag: 'youth',
    auth: 'none',
    response: YouthCupResponse,
  },
  leagues: {
    method: 'get',
    path: '/api/youth/league',
    tag: 'youth',
    auth: 'none',
    response: YouthLeagueResponse,
  },
  news: {
    method: 'get',
    path: '/api/youth/news',
    tag: 'youth',
    auth: 'none',
    query: NewsQuery,
    response: NewsSlice,
  },
  matches: {
    method: 'get',
    path: '/api/youth/matches',
    tag: 'youth',
    auth: 'none',
    query: MatchesQuery,
    response: MatchList,
  },
  competitions: {
    method: 'get',
    path: '/api/youth/competitions',
    tag: 'youth',
    auth: 'none',
    query: CompetitionsQuery,
    response: CompetitionList,
  },
  league: {
    method: 'get',
    path: '/api/youth/league/{id}',
    tag: 'youth',
    auth: 'none',
    params: id,
    response: LeagueDetail,
    errors: [404],
  },
  cup: {
    method: 'get',
    path: '/api/youth/cup/{id}',
    tag: 'youth',
    auth: 'none',
    params: id,
    response: CupDetail,
    errors: [404],
  },
  import: {
    method: 'post',
    path: '/api/youth/import',
    tag: 'youth',
    auth: 'required',
    multipart: true,
    maxBodyBytes: COMPETITION_IMPORT_BYTES + MULTIPART_ENVELOPE_BYTES,
    response: ImportSummary,
    errors: [400, 403, 413],
  },
});
