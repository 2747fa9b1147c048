import type { AgeGroup } from '../../../src/domain/catalog';
import type { CompetitionKind } from '../../../src/domain/competition-records';
import type { MatchRecord } from '../../ports/competitions.port';
import type { MemoryDb } from './memory-db';

/*
 * The competitions, teams and matches tables (server/adapters/db/schema/competitions.ts) of the memory
 * database, kept under one name in its `extra` tables. `updated_at` is left out: no port reads it.
 */

export type CompetitionRow = {
  id: number;
  kind: CompetitionKind;
  sourceId: string;
  ageGroup: AgeGroup;
  name: string;
  place: string | null;
  startDate: string;
  endDate: string;
};

export type TeamRow = { id: number; name: string; emblemSource: string | null; emblemUrl: string | null };

export type MatchRow = {
  id: number;
  competitionId: number;
  sourceKey: string;
  matchDay: string;
  matchTime: string | null;
  status: string;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  homePk: number | null;
  awayPk: number | null;
  place: string | null;
  round: string | null;
};

export type CompetitionTables = {
  competitions: Map<number, CompetitionRow>;
  teams: Map<number, TeamRow>;
  matches: Map<number, MatchRow>;
};

const NAME = 'competitions';

/**
 * The tables as they are now. Read again on every call, never kept: a rollback (`restore`) puts a
 * copy in their place.
 */
export const competitionTables = (db: MemoryDb): CompetitionTables => {
  const found = db.tables.extra.get(NAME) as CompetitionTables | undefined;
  if (found) return found;
  const made: CompetitionTables = { competitions: new Map(), teams: new Map(), matches: new Map() };
  db.tables.extra.set(NAME, made);
  return made;
};

/** Swaps in the tables a transaction built, all at once. */
export const commitCompetitionTables = (db: MemoryDb, tables: CompetitionTables) =>
  void db.tables.extra.set(NAME, tables);

/** Ascending order of plain values (PostgreSQL's for the ASCII dates, times and age groups compared here). */
export const asc = <T extends string | number>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

/** A match with its competition's and teams' columns, as the Drizzle store's joins read them. */
export const matchOf = (t: CompetitionTables, m: MatchRow): MatchRecord => {
  const competition = t.competitions.get(m.competitionId);
  const home = t.teams.get(m.homeTeamId);
  const away = t.teams.get(m.awayTeamId);
  if (!competition || !home || !away) throw new Error(`memory db: match ${m.id} refers to a missing row`);
  return {
    id: m.id,
    competitionId: m.competitionId,
    kind: competition.kind,
    competitionSourceId: competition.sourceId,
    competitionName: competition.name,
    ageGroup: competition.ageGroup,
    day: m.matchDay,
    time: m.matchTime,
    status: m.status,
    homeTeamId: m.homeTeamId,
    homeTeam: home.name,
    homeEmblem: home.emblemUrl,
    awayTeamId: m.awayTeamId,
    awayTeam: away.name,
    awayEmblem: away.emblemUrl,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    homePk: m.homePk,
    awayPk: m.awayPk,
    place: m.place,
    round: m.round,
  };
};

/** By day, then time with unknown times first (`asc nulls first`), then id. */
export const byDayTimeId = (a: MatchRow, b: MatchRow) =>
  asc(a.matchDay, b.matchDay) ||
  (a.matchTime === b.matchTime
    ? 0
    : a.matchTime === null
      ? -1
      : b.matchTime === null
        ? 1
        : asc(a.matchTime, b.matchTime)) ||
  asc(a.id, b.id);
