import { competitionColumns } from '../new-rows';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AgeGroup } from '../../../src/domain/catalog';
import { type CompetitionKind, competitionKeyText } from '../../../src/domain/competition-records';
import type { ImportToStore, StoreCounts } from '../../ports/competitions.port';
import type { Db } from './client';
import { competitions, matches, teams } from './schema';

/*
 * The write side of a competition import: competitions, teams and matches upserted in one transaction,
 * each row changed only when a value differs, with counts of what was created, updated or unchanged.
 */

/** Postgres caps a statement at 65,535 parameters: insert in slices well below it. */
const CHUNK = 400;
export const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** `xmax = 0` on a returned row: it was inserted, not updated, by this statement. */
const inserted = sql<boolean>`(xmax = 0)`;

const countsOf = (total: number, returned: readonly { inserted: boolean }[]): StoreCounts => {
  const created = returned.filter((r) => r.inserted).length;
  return { created, updated: returned.length - created, unchanged: total - returned.length };
};

export const keyConditions = (keys: readonly { kind: string; ageGroup: string; sourceId: string }[]): SQL =>
  or(
    ...keys.map((k) =>
      and(
        eq(competitions.kind, k.kind),
        eq(competitions.ageGroup, k.ageGroup),
        eq(competitions.sourceId, k.sourceId),
      ),
    ),
  ) as SQL;

export const parseKey = (key: string) => {
  const [kind = '', ageGroup = '', ...rest] = key.split(':');
  return { kind, ageGroup, sourceId: rest.join(':') };
};

/** The key text (competitionKeyText) of a stored competition row. */
export const keyOfRow = (r: { kind: string; ageGroup: string; sourceId: string }) =>
  competitionKeyText({
    kind: r.kind as CompetitionKind,
    ageGroup: r.ageGroup as AgeGroup,
    sourceId: r.sourceId,
  });

/** Upserts everything in one transaction: all of it or nothing. */
export const saveCompetitionImport = (db: Db, data: ImportToStore) =>
  db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const competitionReturns: { inserted: boolean }[] = [];
    for (const slice of chunks(data.competitions)) {
      competitionReturns.push(
        ...(await t
          .insert(competitions)
          .values(slice.map(competitionColumns))
          .onConflictDoUpdate({
            target: [competitions.kind, competitions.ageGroup, competitions.sourceId],
            set: {
              name: sql`excluded.name`,
              place: sql`excluded.place`,
              startDate: sql`excluded.start_date`,
              endDate: sql`excluded.end_date`,
              updatedAt: sql`now()`,
            },
            setWhere: sql`(${competitions.name}, ${competitions.place}, ${competitions.startDate}, ${competitions.endDate})
              is distinct from (excluded.name, excluded.place, excluded.start_date, excluded.end_date)`,
          })
          .returning({ inserted })),
      );
    }

    const teamReturns: { inserted: boolean }[] = [];
    const withEmblem = data.teams.filter((x) => x.emblemSource !== null);
    const withoutEmblem = data.teams.filter((x) => x.emblemSource === null);
    for (const slice of chunks(withEmblem)) {
      teamReturns.push(
        ...(await t
          .insert(teams)
          .values(slice.map((x) => ({ name: x.name, emblemSource: x.emblemSource, emblemUrl: x.emblemUrl })))
          .onConflictDoUpdate({
            target: teams.name,
            set: {
              emblemSource: sql`excluded.emblem_source`,
              emblemUrl: sql`excluded.emblem_url`,
              updatedAt: sql`now()`,
            },
            setWhere: sql`(${teams.emblemSource}, ${teams.emblemUrl}) is distinct from (excluded.emblem_source, excluded.emblem_url)`,
          })
          .returning({ inserted })),
      );
    }
    for (const slice of chunks(withoutEmblem)) {
      const rows = await t
        .insert(teams)
        .values(slice.map((x) => ({ name: x.name })))
        .onConflictDoNothing({ target: teams.name })
        .returning({ id: teams.id });
      teamReturns.push(...rows.map(() => ({ inserted: true })));
    }

    // Ids of every competition and team the matches refer to, stored before or just now.
    const competitionIds = new Map<string, number>();
    const keys = [...new Set(data.matches.map((m) => competitionKeyText(m.competition)))];
    for (const slice of chunks(keys)) {
      const rows = await t
        .select({
          id: competitions.id,
          kind: competitions.kind,
          ageGroup: competitions.ageGroup,
          sourceId: competitions.sourceId,
        })
        .from(competitions)
        .where(keyConditions(slice.map(parseKey)));
      for (const r of rows) competitionIds.set(keyOfRow(r), r.id);
    }
    const teamIds = new Map<string, number>();
    const names = [...new Set(data.matches.flatMap((m) => [m.homeTeam, m.awayTeam]))];
    for (const slice of chunks(names)) {
      const rows = await t
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(inArray(teams.name, slice));
      for (const r of rows) teamIds.set(r.name, r.id);
    }
    const idOf = <K>(map: Map<K, number>, key: K) => {
      const id = map.get(key);
      // The use case resolved every reference before saving: a miss is a programming error.
      if (id === undefined) throw new Error(`competition import: unresolved reference ${String(key)}`);
      return id;
    };

    const matchReturns: { inserted: boolean }[] = [];
    for (const slice of chunks(data.matches)) {
      matchReturns.push(
        ...(await t
          .insert(matches)
          .values(
            slice.map((m) => ({
              competitionId: idOf(competitionIds, competitionKeyText(m.competition)),
              sourceKey: m.sourceKey,
              matchDay: m.day,
              matchTime: m.time,
              status: m.status,
              homeTeamId: idOf(teamIds, m.homeTeam),
              awayTeamId: idOf(teamIds, m.awayTeam),
              homeScore: m.homeScore,
              awayScore: m.awayScore,
              homePk: m.homePk,
              awayPk: m.awayPk,
              place: m.place,
              round: m.round,
            })),
          )
          .onConflictDoUpdate({
            target: matches.sourceKey,
            set: {
              competitionId: sql`excluded.competition_id`,
              matchDay: sql`excluded.match_day`,
              matchTime: sql`excluded.match_time`,
              status: sql`excluded.status`,
              homeTeamId: sql`excluded.home_team_id`,
              awayTeamId: sql`excluded.away_team_id`,
              homeScore: sql`excluded.home_score`,
              awayScore: sql`excluded.away_score`,
              homePk: sql`excluded.home_pk`,
              awayPk: sql`excluded.away_pk`,
              place: sql`excluded.place`,
              round: sql`excluded.round`,
              updatedAt: sql`now()`,
            },
            setWhere: sql`(${matches.competitionId}, ${matches.matchDay}, ${matches.matchTime}, ${matches.status},
                ${matches.homeTeamId}, ${matches.awayTeamId}, ${matches.homeScore}, ${matches.awayScore},
                ${matches.homePk}, ${matches.awayPk}, ${matches.place}, ${matches.round})
              is distinct from (excluded.competition_id, excluded.match_day, excluded.match_time, excluded.status,
                excluded.home_team_id, excluded.away_team_id, excluded.home_score, excluded.away_score,
                excluded.home_pk, excluded.away_pk, excluded.place, excluded.round)`,
          })
          .returning({ inserted })),
      );
    }
    return {
      competitions: countsOf(data.competitions.length, competitionReturns),
      teams: countsOf(data.teams.length, teamReturns),
      matches: countsOf(data.matches.length, matchReturns),
    };
  });
