import { Effect } from 'effect';
import { AGE_GROUPS, type AgeGroup } from '../../../src/domain/catalog';
import { isMatchFinished } from '../../../src/domain/competition';
import type { CompetitionKind } from '../../../src/domain/competition-records';
import { cupBracket } from '../../../src/domain/cup-stages';
import { liveFirst } from '../../../src/domain/match-status';
import { seoulDateKey } from '../../../src/domain/relative-time';
import { type StandingRow, standings } from '../../../src/domain/standings';
import type {
  CompetitionRecord,
  CompetitionsRepository,
  MatchFilter,
  MatchRecord,
} from '../../ports/competitions.port';
import { NotFound } from '../errors';
import { competitionView, cupInfoView, leagueInfoView, matchView } from './match-view';

/** The most competitions one list answers: a season of every age group with room to spare. */
const COMPETITION_LIST_LIMIT = 200;

const byAgeGroup = <T>(make: (group: AgeGroup) => T): Record<AgeGroup, T> =>
  Object.fromEntries(AGE_GROUPS.map((group) => [group, make(group)])) as Record<AgeGroup, T>;

/**
 * Ongoing competitions of `kind` and today's matches of that kind, "today" being the Seoul day of `now`;
 * the matches under way first (liveFirst), then the rest by kick-off.
 */
const todayOf = (repo: CompetitionsRepository, kind: CompetitionKind, now: Date) =>
  Effect.gen(function* () {
    const today = seoulDateKey(now);
    const [ongoing, todays] = yield* Effect.all([
      repo.ongoing(kind, today),
      repo.matches({ from: today, to: today, kind }),
    ]);
    return { ongoing, todays };
  });

/** GET /api/youth/cup: `{ U11: { cupInfo, cupMatches }, … }` for every age group. */
export const youthCups = (repo: CompetitionsRepository, now: Date) =>
  todayOf(repo, 'CUP', now).pipe(
    Effect.map(({ ongoing, todays }) =>
      byAgeGroup((group) => ({
        cupInfo: ongoing.filter((c) => c.ageGroup === group).map(cupInfoView),
        cupMatches: liveFirst(todays.filter((m) => m.ageGroup === group).map(matchView)),
      })),
    ),
  );

/** GET /api/youth/league: `{ U11: { leagueInfo, leagueMatches }, … }` for every age group. */
export const youthLeagues = (repo: CompetitionsRepository, now: Date) =>
  todayOf(repo, 'LEAGUE', now).pipe(
    Effect.map(({ ongoing, todays }) =>
      byAgeGroup((group) => ({
        leagueInfo: ongoing.filter((c) => c.ageGroup === group).map(leagueInfoView),
        leagueMatches: liveFirst(todays.filter((m) => m.ageGroup === group).map(matchView)),
      })),
    ),
  );

export const youthMatches = (repo: CompetitionsRepository, filter: MatchFilter) =>
  repo.matches(filter).pipe(Effect.map((rows) => ({ data: rows.map(matchView) })));

export const youthCompetitions = (
  repo: CompetitionsRepository,
  filter: { readonly kind?: CompetitionKind; readonly ageGroup?: AgeGroup },
) =>
  repo.list(filter, COMPETITION_LIST_LIMIT).pipe(Effect.map((rows) => ({ data: rows.map(competitionView) })));

const finishedResult = (m: MatchRecord) =>
  isMatchFinished({ matchStatus: m.status }) && m.homeScore !== null && m.awayScore !== null
    ? { homeScore: m.homeScore, awayScore: m.awayScore }
    : null;

/** Standing rows with the team's id and emblem from the matches that named it. */
const withTeams = (rows: readonly StandingRow[], list: readonly MatchRecord[]) => {
  const teams = new Map<string, { id: number; emblem: string | null }>();
  for (const m of list) {
    teams.set(m.homeTeam, { id: m.homeTeamId, emblem: m.homeEmblem });
    teams.set(m.awayTeam, { id: m.awayTeamId, emblem: m.awayEmblem });
  }
  return rows.map((r) => ({
    ...r,
    teamId: teams.get(r.team)?.id ?? 0,
    teamEmblem: teams.get(r.team)?.emblem ?? null,
  }));
};

const competitionOf = (repo: CompetitionsRepository, id: number, kind: CompetitionKind) =>
  Effect.gen(function* () {
    const competition = yield* repo.byId(id);
    if (!competition || competition.kind !== kind)
      return yield* new NotFound({ message: kind === 'CUP' ? 'Cup Not Found' : 'League Not Found' });
    return competition as CompetitionRecord;
  });

/** GET /api/youth/league/{id}: the table from finished matches (every team of the league listed). */
export const leagueDetail = (repo: CompetitionsRepository, id: number) =>
  Effect.gen(function* () {
    const league = yield* competitionOf(repo, id, 'LEAGUE');
    const list = yield* repo.competitionMatches(id);
    const finished = list.flatMap((m) => {
      const result = finishedResult(m);
      return result ? [{ home: m.homeTeam, away: m.awayTeam, ...result }] : [];
    });
    const teams = [...new Set(list.flatMap((m) => [m.homeTeam, m.awayTeam]))];
    return {
      league: competitionView(league),
      standings: withTeams(standings(finished, teams), list),
      matches: list.map(matchView),
    };
  });

/** GET /api/youth/cup/{id}: groups with tables, knockout rounds earliest first, other matches. */
export const cupDetail = (repo: CompetitionsRepository, id: number) =>
  Effect.gen(function* () {
    const cup = yield* competitionOf(repo, id, 'CUP');
    const list = yield* repo.competitionMatches(id);
    const bracket = cupBracket(
      list.map((m) => ({
        round: m.round,
        homeTeam: m.homeTeam,
        awayTeam: m.awayTeam,
        result: finishedResult(m),
        m,
      })),
    );
    return {
      cup: competitionView(cup),
      groups: bracket.groups.map((g) => ({
        name: g.name,
        standings: withTeams(
          g.standings,
          g.matches.map((x) => x.m),
        ),
        matches: g.matches.map((x) => matchView(x.m)),
      })),
      knockout: bracket.knockout.map((r) => ({
        round: r.round,
        matches: r.matches.map((x) => matchView(x.m)),
      })),
      other: bracket.other.map((x) => matchView(x.m)),
    };
  });
