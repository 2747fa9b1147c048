import * as v from 'valibot';
import { AGE_GROUPS, type AgeGroup } from '../domain/catalog';
import { isCalendarDay } from '../domain/competition-dates';
import { VALIDATION_TEXT as T } from '../domain/text/validation';
import { IdParam, MAX_ID, MAX_QUERY_PAGE, queryInteger } from './common';

/*
 * Youth competitions (spec section 3 "Match" and "Cup/league", section 7 "Competition and news"). The
 * feed's own field names are kept on the wire (`uageGroup`, `playSDate`, `cupInfo`…); `id`,
 * `competitionId` and the team ids are this server's numeric ids, for links and filters.
 */

export const AgeGroupSchema = v.picklist(AGE_GROUPS);
export const CompetitionKindSchema = v.picklist(['CUP', 'LEAGUE']);

/** 'YYYY-MM-DD' as sent: a Korean calendar day. */
const Day = v.string();

export const YouthMatch = v.object({
  id: v.number(),
  competitionId: v.number(),
  /** 'YYYY-MM-DD HH:mm' in Asia/Seoul, or 'YYYY-MM-DD' when the feed gave no time. */
  matchDate: v.string(),
  /** The feed's status word; '종료' means finished (only then are scores shown). */
  matchStatus: v.string(),
  homeTeam: v.string(),
  awayTeam: v.string(),
  homeTeamId: v.number(),
  awayTeamId: v.number(),
  homeTeamEmblem: v.nullable(v.string()),
  awayTeamEmblem: v.nullable(v.string()),
  homeScore: v.nullable(v.number()),
  awayScore: v.nullable(v.number()),
  homePk: v.nullable(v.number()),
  awayPk: v.nullable(v.number()),
  cupId: v.nullable(v.string()),
  cupName: v.nullable(v.string()),
  leagueId: v.nullable(v.string()),
  leagueName: v.nullable(v.string()),
  place: v.nullable(v.string()),
  round: v.nullable(v.string()),
  uageGroup: AgeGroupSchema,
});
export type YouthMatch = v.InferOutput<typeof YouthMatch>;

export const CupInfo = v.object({
  id: v.number(),
  cupId: v.string(),
  cupName: v.string(),
  place: v.nullable(v.string()),
  playSDate: Day,
  playEDate: Day,
  uageGroup: AgeGroupSchema,
});
export type CupInfo = v.InferOutput<typeof CupInfo>;

export const LeagueInfo = v.object({
  id: v.number(),
  leagueId: v.string(),
  leagueName: v.string(),
  place: v.nullable(v.string()),
  playSDate: Day,
  playEDate: Day,
  uageGroup: AgeGroupSchema,
});
export type LeagueInfo = v.InferOutput<typeof LeagueInfo>;

/** An object with one entry per age group, every group present (empty lists when it has no data). */
const byAgeGroup = <S extends v.GenericSchema>(entry: S) =>
  v.object(Object.fromEntries(AGE_GROUPS.map((group) => [group, entry])) as { [K in AgeGroup]: S });

export const YouthCupGroup = v.object({ cupInfo: v.array(CupInfo), cupMatches: v.array(YouthMatch) });
export const YouthLeagueGroup = v.object({
  leagueInfo: v.array(LeagueInfo),
  leagueMatches: v.array(YouthMatch),
});
/** GET /api/youth/cup: ongoing cups and today's cup matches, keyed by age group. */
export const YouthCupResponse = byAgeGroup(YouthCupGroup);
export type YouthCupResponse = v.InferOutput<typeof YouthCupResponse>;
/** GET /api/youth/league: ongoing leagues and today's league matches, keyed by age group. */
export const YouthLeagueResponse = byAgeGroup(YouthLeagueGroup);
export type YouthLeagueResponse = v.InferOutput<typeof YouthLeagueResponse>;

export const Competition = v.object({
  id: v.number(),
  kind: CompetitionKindSchema,
  /** The feed's cupId or leagueId. */
  sourceId: v.string(),
  name: v.string(),
  place: v.nullable(v.string()),
  playSDate: Day,
  playEDate: Day,
  uageGroup: AgeGroupSchema,
});
export type Competition = v.InferOutput<typeof Competition>;

export const CompetitionList = v.object({ data: v.array(Competition) });
export const MatchList = v.object({ data: v.array(YouthMatch) });

export const StandingRow = v.object({
  rank: v.number(),
  teamId: v.number(),
  team: v.string(),
  teamEmblem: v.nullable(v.string()),
  played: v.number(),
  won: v.number(),
  drawn: v.number(),
  lost: v.number(),
  goalsFor: v.number(),
  goalsAgainst: v.number(),
  goalDifference: v.number(),
  points: v.number(),
});
export type StandingRow = v.InferOutput<typeof StandingRow>;

/** GET /api/youth/league/{id}: the table from finished matches, then every match of the league. */
export const LeagueDetail = v.object({
  league: Competition,
  standings: v.array(StandingRow),
  matches: v.array(YouthMatch),
});
export type LeagueDetail = v.InferOutput<typeof LeagueDetail>;

/** GET /api/youth/cup/{id}: group tables and matches, knockout rounds earliest first, the rest. */
export const CupDetail = v.object({
  cup: Competition,
  groups: v.array(
    v.object({ name: v.string(), standings: v.array(StandingRow), matches: v.array(YouthMatch) }),
  ),
  knockout: v.array(v.object({ round: v.string(), matches: v.array(YouthMatch) })),
  other: v.array(YouthMatch),
});
export type CupDetail = v.InferOutput<typeof CupDetail>;

const DayParam = v.pipe(v.string(), v.check(isCalendarDay, T.invalidValue));
const Id = IdParam;

/** Longest span one match query may cover: a date strip of one week, or a month view. */
export const MAX_MATCH_RANGE_DAYS = 42;

export const MatchesQuery = v.pipe(
  v.object({
    from: DayParam,
    to: DayParam,
    ageGroup: v.optional(AgeGroupSchema),
    competitionId: v.optional(Id),
    teamId: v.optional(Id),
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) =>
        from <= to &&
        Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) <= MAX_MATCH_RANGE_DAYS * 86_400_000,
      T.invalidValue,
    ),
    ['to'],
  ),
);
export type MatchesQuery = v.InferOutput<typeof MatchesQuery>;

export const CompetitionsQuery = v.object({
  kind: v.optional(CompetitionKindSchema),
  ageGroup: v.optional(AgeGroupSchema),
});
export type CompetitionsQuery = v.InferOutput<typeof CompetitionsQuery>;

export const NewsItem = v.object({
  id: v.number(),
  title: v.string(),
  imageUrl: v.nullable(v.string()),
  contentUrl: v.string(),
  source: v.string(),
  createdAt: v.string(),
});
export type NewsItem = v.InferOutput<typeof NewsItem>;

/**
 * `{ data, sliceInfo: { hasNext } }` (spec section 3). `nextCursor` continues after the last item
 * without an OFFSET scan; pass it back as `cursor`.
 */
export const NewsSlice = v.object({
  data: v.array(NewsItem),
  sliceInfo: v.object({ hasNext: v.boolean(), nextCursor: v.optional(v.nullable(v.string())) }),
});
export type NewsSlice = v.InferOutput<typeof NewsSlice>;

export const NEWS_PAGE_SIZE = 10;

/** Latest instant a Date holds (ECMAScript's time range), in milliseconds since the epoch. */
const MAX_DATE_MS = 8.64e15;

/** `<epoch ms>_<id>` as a slice's `nextCursor` writes it: a time a date can hold and an id the database can. */
const isNewsCursor = (cursor: string): boolean => {
  const [ms, id] = cursor.split('_').map(Number);
  return ms !== undefined && id !== undefined && ms <= MAX_DATE_MS && id <= MAX_ID;
};

/** `page` counts from 0 (spec section 7); `cursor`, when given, takes precedence. */
export const NewsQuery = v.object({
  page: v.optional(queryInteger(0, MAX_QUERY_PAGE), '0'),
  size: v.optional(queryInteger(1, 50), String(NEWS_PAGE_SIZE)),
  cursor: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9]{1,16}_[0-9]{1,10}$/, T.invalidValue),
      v.check(isNewsCursor, T.invalidValue),
    ),
  ),
});

const Counts = v.object({ created: v.number(), updated: v.number(), unchanged: v.number() });

/** What an import stored: rows created, changed, and already up to date, per kind. */
export const ImportSummary = v.object({ competitions: Counts, teams: Counts, matches: Counts });
export type ImportSummary = v.InferOutput<typeof ImportSummary>;
