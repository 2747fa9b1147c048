import { competitionColumns } from '../new-rows';
import { competitionKeyText } from '../../../src/domain/competition-records';
import type { ImportToStore, StoreCounts } from '../../ports/competitions.port';
import {
  type CompetitionTables,
  commitCompetitionTables,
  competitionTables,
  type MatchRow,
} from './memory-competition-tables';
import type { MemoryDb } from './memory-db';
import { nextExtraId } from './memory-extra-ids';

/** What one upsert did to one row: `null` when the stored row already had every value. */
type Outcome = 'created' | 'updated' | null;

const countsOf = (total: number, outcomes: readonly Outcome[]): StoreCounts => {
  const created = outcomes.filter((o) => o === 'created').length;
  const updated = outcomes.filter((o) => o === 'updated').length;
  return { created, updated, unchanged: total - created - updated };
};

/** `(a, b, ...) is distinct from (x, y, ...)` over the listed columns. */
const differs = <T extends object>(stored: T, next: T, columns: readonly (keyof T)[]) =>
  columns.some((c) => stored[c] !== next[c]);

/**
 * INSERT ... ON CONFLICT (key) DO UPDATE ... WHERE (columns) IS DISTINCT FROM excluded. An id is drawn
 * for every proposed row, as PostgreSQL draws the identity value before it finds the conflict.
 */
const upsert = <R extends { id: number }>(
  db: MemoryDb,
  sequence: string,
  table: Map<number, R>,
  index: Map<string, R>,
  key: string,
  values: Omit<R, 'id'>,
  columns: readonly (keyof R)[] | null,
): Outcome => {
  const id = nextExtraId(db, sequence);
  const stored = index.get(key);
  if (!stored) {
    const row = { id, ...values } as R;
    table.set(id, row);
    index.set(key, row);
    return 'created';
  }
  if (columns === null || !differs(stored, { ...stored, ...values }, columns)) return null;
  Object.assign(stored, values);
  return 'updated';
};

const indexBy = <R>(rows: Iterable<R>, key: (row: R) => string) => new Map([...rows].map((r) => [key(r), r]));

const idOf = (map: Map<string, { id: number }>, key: string) => {
  const row = map.get(key);
  // The use case resolved every reference before saving: a miss is a programming error.
  if (!row) throw new Error(`competition import: unresolved reference ${key}`);
  return row.id;
};

/**
 * The memory twin of saveCompetitionImport: every upsert is made on a copy of the tables, which
 * replaces them only once all of it went in, so a failure leaves them as they were (the rollback).
 */
export const saveMemoryCompetitionImport = (db: MemoryDb, data: ImportToStore) => {
  const tables: CompetitionTables = structuredClone(competitionTables(db));
  const competitions = indexBy(tables.competitions.values(), competitionKeyText);
  const competitionOutcomes = data.competitions.map((c) =>
    upsert(
      db,
      'competitions',
      tables.competitions,
      competitions,
      competitionKeyText(c),
      competitionColumns(c),
      ['name', 'place', 'startDate', 'endDate'],
    ),
  );

  const teams = indexBy(tables.teams.values(), (t) => t.name);
  // Teams with an emblem first, then those without (which never change a stored team), as on the server.
  const teamOutcomes = [
    ...data.teams.filter((t) => t.emblemSource !== null),
    ...data.teams.filter((t) => t.emblemSource === null),
  ].map((t) =>
    t.emblemSource === null
      ? upsert(
          db,
          'teams',
          tables.teams,
          teams,
          t.name,
          { name: t.name, emblemSource: null, emblemUrl: null },
          null,
        )
      : upsert(db, 'teams', tables.teams, teams, t.name, { ...t }, ['emblemSource', 'emblemUrl']),
  );

  const matches = indexBy(tables.matches.values(), (m) => m.sourceKey);
  const matchColumns: readonly (keyof MatchRow)[] = [
    'competitionId',
    'matchDay',
    'matchTime',
    'status',
    'homeTeamId',
    'awayTeamId',
    'homeScore',
    'awayScore',
    'homePk',
    'awayPk',
    'place',
    'round',
  ];
  const matchOutcomes = data.matches.map((m) =>
    upsert(
      db,
      'matches',
      tables.matches,
      matches,
      m.sourceKey,
      {
        competitionId: idOf(competitions, competitionKeyText(m.competition)),
        sourceKey: m.sourceKey,
        matchDay: m.day,
        matchTime: m.time,
        status: m.status,
        homeTeamId: idOf(teams, m.homeTeam),
        awayTeamId: idOf(teams, m.awayTeam),
        homeScore: m.homeScore,
        awayScore: m.awayScore,
        homePk: m.homePk,
        awayPk: m.awayPk,
        place: m.place,
        round: m.round,
      },
      matchColumns,
    ),
  );

  commitCompetitionTables(db, tables);
  return {
    competitions: countsOf(data.competitions.length, competitionOutcomes),
    teams: countsOf(data.teams.length, teamOutcomes),
    matches: countsOf(data.matches.length, matchOutcomes),
  };
};
