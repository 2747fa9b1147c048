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
import { defineOperations } from './operation';

const id = v.object({ id: IdParam });

export const COMPETITION_OPERATIONS = defineOperations({
  cups: {
    method: 'get',
    path: '/api/youth/cup',
    tag: 'youth',
    auth: 'none',
    response: YouthCupResponse,
    summary:
      'Ongoing cups (today in Asia/Seoul within playSDate..playEDate) and today’s cup matches, keyed by every age group.',
  },
  leagues: {
    method: 'get',
    path: '/api/youth/league',
    tag: 'youth',
    auth: 'none',
    response: YouthLeagueResponse,
    summary: 'Ongoing leagues and today’s league matches (Asia/Seoul), keyed by every age group.',
  },
  news: {
    method: 'get',
    path: '/api/youth/news',
    tag: 'youth',
    auth: 'none',
    query: NewsQuery,
    response: NewsSlice,
    summary:
      'Youth news from the configured feeds, newest first. `page` counts from 0; or pass `sliceInfo.nextCursor` as `cursor`.',
  },
  matches: {
    method: 'get',
    path: '/api/youth/matches',
    tag: 'youth',
    auth: 'none',
    query: MatchesQuery,
    response: MatchList,
    summary:
      'Matches from `from` to `to` (days, at most 42 apart), by date and time, optionally of one age group, competition or team.',
  },
  competitions: {
    method: 'get',
    path: '/api/youth/competitions',
    tag: 'youth',
    auth: 'none',
    query: CompetitionsQuery,
    response: CompetitionList,
    summary: 'Cups and leagues, optionally of one kind and age group; latest first.',
  },
  league: {
    method: 'get',
    path: '/api/youth/league/{id}',
    tag: 'youth',
    auth: 'none',
    params: id,
    response: LeagueDetail,
    errors: [404],
    summary:
      'A league: its table from finished matches (points, head-to-head points and goal difference, goal difference, goals scored) and its matches.',
  },
  cup: {
    method: 'get',
    path: '/api/youth/cup/{id}',
    tag: 'youth',
    auth: 'none',
    params: id,
    response: CupDetail,
    errors: [404],
    summary: 'A cup: group tables and matches, knockout rounds earliest first, and other matches.',
  },
  import: {
    method: 'post',
    path: '/api/youth/import',
    tag: 'youth',
    auth: 'required',
    multipart: true,
    response: ImportSummary,
    errors: [400, 403, 413],
    summary:
      'ADMIN: imports cups, leagues and matches from a JSON or CSV file (multipart field `file`, up to 5 MB) in the feed’s field names. Re-importing updates; a file with any invalid row imports nothing and answers 400 with one `errors` entry per problem (`field`: `line N: name`).',
  },
});
