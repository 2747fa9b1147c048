import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Effect } from 'effect';
import type {
  CompetitionRecord,
  CompetitionsRepository,
  MatchFilter,
  MatchRecord,
} from '../../ports/competitions.port';
import type { Db } from './client';
import { chunks, keyConditions, keyOfRow, parseKey, saveCompetitionImport } from './competition-import';
import { competitions, matches, teams } from './schema';

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

const competitionColumns = {
  id: competitions.id,
  kind: competitions.kind,
  sourceId: competitions.sourceId,
  ageGroup: competitions.ageGroup,
  name: competitions.name,
  place: competitions.place,
  startDate: competitions.startDate,
  endDate: competitions.endDate,
};

const matchColumns = {
  id: matches.id,
  competitionId: matches.competitionId,
  kind: competitions.kind,
  competitionSourceId: competitions.sourceId,
  competitionName: competitions.name,
  ageGroup: competitions.ageGroup,
  day: matches.matchDay,
  time: matches.matchTime,
  status: matches.status,
  homeTeamId: matches.homeTeamId,
  homeTeam: home.name,
  homeEmblem: home.emblemUrl,
  awayTeamId: matches.awayTeamId,
  awayTeam: away.name,
  awayEmblem: away.emblemUrl,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  homePk: matches.homePk,
  awayPk: matches.awayPk,
  place: matches.place,
  round: matches.round,
};

type CompetitionRow = { [K in keyof typeof competitionColumns]: unknown };

const toCompetition = (row: CompetitionRow): CompetitionRecord => row as unknown as CompetitionRecord;
const toMatch = (row: Record<keyof typeof matchColumns, unknown>): MatchRecord =>
  row as unknown as MatchRecord;

const selectMatches = (db: Db) =>
  db
    .select(matchColumns)
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId));

export const competitionsRepository = (db: Db): CompetitionsRepository => ({
  ongoing: (kind, today) =>
    Effect.promise(async () =>
      (
        await db
          .select(competitionColumns)
          .from(competitions)
          .where(
            and(
              eq(competitions.kind, kind),
              gte(competitions.endDate, today),
              lte(competitions.startDate, today),
            ),
          )
          .orderBy(asc(competitions.ageGroup), asc(competitions.startDate), asc(competitions.id))
      ).map(toCompetition),
    ),

  matches: (filter: MatchFilter) =>
    Effect.promise(async () => {
      const conditions = [gte(matches.matchDay, filter.from), lte(matches.matchDay, filter.to)];
      if (filter.kind) conditions.push(eq(competitions.kind, filter.kind));
      if (filter.ageGroup) conditions.push(eq(competitions.ageGroup, filter.ageGroup));
      if (filter.competitionId) conditions.push(eq(matches.competitionId, filter.competitionId));
      if (filter.teamId)
        conditions.push(
          or(eq(matches.homeTeamId, filter.teamId), eq(matches.awayTeamId, filter.teamId)) as SQL,
        );
      const rows = await selectMatches(db)
        .where(and(...conditions))
        .orderBy(asc(matches.matchDay), sql`${matches.matchTime} asc nulls first`, asc(matches.id));
      return rows.map(toMatch);
    }),

  list: (filter, limit) =>
    Effect.promise(async () => {
      const conditions: SQL[] = [];
      if (filter.kind) conditions.push(eq(competitions.kind, filter.kind));
      if (filter.ageGroup) conditions.push(eq(competitions.ageGroup, filter.ageGroup));
      const rows = await db
        .select(competitionColumns)
        .from(competitions)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(competitions.startDate), asc(competitions.ageGroup), asc(competitions.id))
        .limit(limit);
      return rows.map(toCompetition);
    }),

  byId: (id) =>
    Effect.promise(async () => {
      const [row] = await db.select(competitionColumns).from(competitions).where(eq(competitions.id, id));
      return row ? toCompetition(row) : null;
    }),

  competitionMatches: (competitionId) =>
    Effect.promise(async () =>
      (
        await selectMatches(db)
          .where(eq(matches.competitionId, competitionId))
          .orderBy(asc(matches.matchDay), sql`${matches.matchTime} asc nulls first`, asc(matches.id))
      ).map(toMatch),
    ),

  teamsByIds: (ids) =>
    Effect.promise(async () =>
      ids.length === 0
        ? []
        : db
            .select()
            .from(teams)
            .where(inArray(teams.id, [...ids])),
    ),

  storedCompetitionKeys: (keys) =>
    Effect.promise(async () => {
      if (keys.length === 0) return new Set<string>();
      const found = new Set<string>();
      for (const slice of chunks(keys)) {
        const rows = await db
          .select({
            kind: competitions.kind,
            ageGroup: competitions.ageGroup,
            sourceId: competitions.sourceId,
          })
          .from(competitions)
          .where(keyConditions(slice.map(parseKey)));
        for (const r of rows) found.add(keyOfRow(r));
      }
      return found;
    }),

  teamsByName: (names) =>
    Effect.promise(async () => {
      const rows = [];
      for (const slice of chunks(names))
        rows.push(...(await db.select().from(teams).where(inArray(teams.name, slice))));
      return rows;
    }),

  save: (data) => Effect.promise(() => saveCompetitionImport(db, data)),
});
