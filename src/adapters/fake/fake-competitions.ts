import { Effect } from 'effect';
import type { CompetitionsApi } from '../../application/competitions/competitions-api.port';
import { type ApiError, apiErrorFromStatus } from '../../application/errors';
import type { Competition, StandingRow, YouthMatch } from '../../contract/competitions';
import { AGE_GROUPS, type AgeGroup } from '../../domain/catalog';
import { isMatchFinished } from '../../domain/competition';
import { isOngoing } from '../../domain/competition-dates';
import { cupBracket } from '../../domain/cup-stages';
import { seoulDateKey } from '../../domain/relative-time';
import { type StandingRow as DomainRow, standings } from '../../domain/standings';
import { buildFakeCompetitionState } from './fake-competitions-data';

export interface FakeCompetitionsOptions {
  readonly latencyMs?: number;
  readonly now?: () => Date;
}

const day = (m: YouthMatch) => m.matchDate.slice(0, 10);
const result = (m: YouthMatch) =>
  isMatchFinished(m) && m.homeScore !== null && m.awayScore !== null
    ? { homeScore: m.homeScore, awayScore: m.awayScore }
    : null;

const withTeams = (rows: readonly DomainRow[], list: readonly YouthMatch[]): StandingRow[] => {
  const teams = new Map<string, { id: number; emblem: string | null }>();
  for (const m of list) {
    teams.set(m.homeTeam, { id: m.homeTeamId, emblem: m.homeTeamEmblem });
    teams.set(m.awayTeam, { id: m.awayTeamId, emblem: m.awayTeamEmblem });
  }
  return rows.map((r) => ({
    ...r,
    teamId: teams.get(r.team)?.id ?? 0,
    teamEmblem: teams.get(r.team)?.emblem ?? null,
  }));
};

const byAgeGroup = <T>(make: (group: AgeGroup) => T) =>
  Object.fromEntries(AGE_GROUPS.map((g) => [g, make(g)])) as Record<AgeGroup, T>;

/** The competition API on the demo feed, computed with the same domain rules as the server. */
export const createFakeCompetitions = (options: FakeCompetitionsOptions = {}): CompetitionsApi => {
  const now = options.now ?? (() => new Date());
  const state = buildFakeCompetitionState(now(), seoulDateKey(now()));
  const delay = <A>(effect: Effect.Effect<A, ApiError>) =>
    options.latencyMs ? Effect.delay(effect, options.latencyMs) : effect;
  const answer = <A>(make: () => A) => delay(Effect.sync(make));
  const notFound = () => Effect.fail(apiErrorFromStatus(404, { message: 'Not Found' }));
  const competition = (id: number, kind: Competition['kind']) =>
    state.competitions.find((c) => c.id === id && c.kind === kind);
  const matchesOf = (id: number) => state.matches.filter((m) => m.competitionId === id);
  const ongoing = (kind: Competition['kind']) => {
    const today = seoulDateKey(now());
    return {
      competitions: state.competitions.filter((c) => c.kind === kind && isOngoing(c, today)),
      matches: state.matches.filter(
        (m) => day(m) === today && (kind === 'CUP' ? m.cupId !== null : m.leagueId !== null),
      ),
    };
  };
  const info = (c: Competition) => ({
    id: c.id,
    place: c.place,
    playSDate: c.playSDate,
    playEDate: c.playEDate,
    uageGroup: c.uageGroup,
  });

  return {
    cups: () =>
      answer(() => {
        const { competitions, matches } = ongoing('CUP');
        return byAgeGroup((g) => ({
          cupInfo: competitions
            .filter((c) => c.uageGroup === g)
            .map((c) => ({ ...info(c), cupId: c.sourceId, cupName: c.name })),
          cupMatches: matches.filter((m) => m.uageGroup === g),
        }));
      }),
    leagues: () =>
      answer(() => {
        const { competitions, matches } = ongoing('LEAGUE');
        return byAgeGroup((g) => ({
          leagueInfo: competitions
            .filter((c) => c.uageGroup === g)
            .map((c) => ({ ...info(c), leagueId: c.sourceId, leagueName: c.name })),
          leagueMatches: matches.filter((m) => m.uageGroup === g),
        }));
      }),
    news: ({ page, cursor }) =>
      answer(() => {
        const size = 10;
        const start = cursor
          ? state.news.findIndex((n) => String(n.id) === cursor.split('_')[1]) + 1
          : page * size;
        const data = state.news.slice(start, start + size);
        const hasNext = start + size < state.news.length;
        const last = data[data.length - 1];
        return {
          data,
          sliceInfo: {
            hasNext,
            nextCursor: hasNext && last ? `${Date.parse(last.createdAt)}_${last.id}` : null,
          },
        };
      }),
    matches: (query) =>
      answer(() => ({
        data: state.matches.filter(
          (m) =>
            day(m) >= query.from &&
            day(m) <= query.to &&
            (!query.ageGroup || m.uageGroup === query.ageGroup) &&
            (!query.competitionId || m.competitionId === query.competitionId) &&
            (!query.teamId || m.homeTeamId === query.teamId || m.awayTeamId === query.teamId),
        ),
      })),
    competitions: ({ kind, ageGroup }) =>
      answer(() => ({
        data: state.competitions
          .filter((c) => (!kind || c.kind === kind) && (!ageGroup || c.uageGroup === ageGroup))
          .sort((a, b) => (a.playSDate < b.playSDate ? 1 : a.playSDate > b.playSDate ? -1 : a.id - b.id)),
      })),
    league: (id) =>
      delay(
        Effect.suspend(() => {
          const league = competition(id, 'LEAGUE');
          if (!league) return notFound();
          const list = matchesOf(id);
          const finished = list.flatMap((m) => {
            const r = result(m);
            return r ? [{ home: m.homeTeam, away: m.awayTeam, ...r }] : [];
          });
          const teams = [...new Set(list.flatMap((m) => [m.homeTeam, m.awayTeam]))];
          return Effect.succeed({
            league,
            standings: withTeams(standings(finished, teams), list),
            matches: list,
          });
        }),
      ),
    cup: (id) =>
      delay(
        Effect.suspend(() => {
          const cup = competition(id, 'CUP');
          if (!cup) return notFound();
          const bracket = cupBracket(
            matchesOf(id).map((m) => ({
              round: m.round,
              homeTeam: m.homeTeam,
              awayTeam: m.awayTeam,
              result: result(m),
              m,
            })),
          );
          return Effect.succeed({
            cup,
            groups: bracket.groups.map((g) => ({
              name: g.name,
              standings: withTeams(
                g.standings,
                g.matches.map((x) => x.m),
              ),
              matches: g.matches.map((x) => x.m),
            })),
            knockout: bracket.knockout.map((r) => ({ round: r.round, matches: r.matches.map((x) => x.m) })),
            other: bracket.other.map((x) => x.m),
          });
        }),
      ),
  };
};
