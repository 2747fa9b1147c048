import { Effect } from 'effect';
import { DEMO_COMPETITIONS } from '../../../content/demo/competitions';
import { competitionKeyText } from '../../../src/domain/competition-records';
import {
  refreshDemoCompetitions,
  seedDemoCompetitions,
} from '../../application/competitions/seed-demo.use-case';
import type { CompetitionRecord, CompetitionsRepository, TeamRecord } from '../../ports/competitions.port';
import { saveMemoryCompetitionImport } from './memory-competition-save';
import {
  asc,
  byDayTimeId,
  type CompetitionRow,
  type CompetitionTables,
  competitionTables,
  type MatchRow,
  matchOf,
  type TeamRow,
} from './memory-competition-tables';
import type { MemoryDb } from './memory-db';
import { memoryNewsRepository } from './memory-news';

const competitionOf = (r: CompetitionRow): CompetitionRecord => ({ ...r });
const teamOf = (r: TeamRow): TeamRecord => ({ ...r });

const matchesWhere = (t: CompetitionTables, keep: (m: MatchRow, c: CompetitionRow) => boolean) =>
  [...t.matches.values()]
    .filter((m) => {
      const c = t.competitions.get(m.competitionId);
      return c !== undefined && keep(m, c);
    })
    .sort(byDayTimeId)
    .map((m) => matchOf(t, m));

/** Cups, leagues, teams and matches on the memory database. */
export const memoryCompetitionsRepository = (db: MemoryDb): CompetitionsRepository => ({
  ongoing: (kind, today) =>
    Effect.sync(() =>
      [...competitionTables(db).competitions.values()]
        .filter((c) => c.kind === kind && c.endDate >= today && c.startDate <= today)
        .sort((a, b) => asc(a.ageGroup, b.ageGroup) || asc(a.startDate, b.startDate) || asc(a.id, b.id))
        .map(competitionOf),
    ),
  matches: (f) =>
    Effect.sync(() =>
      matchesWhere(
        competitionTables(db),
        (m, c) =>
          m.matchDay >= f.from &&
          m.matchDay <= f.to &&
          (!f.kind || c.kind === f.kind) &&
          (!f.ageGroup || c.ageGroup === f.ageGroup) &&
          (!f.competitionId || m.competitionId === f.competitionId) &&
          (!f.teamId || m.homeTeamId === f.teamId || m.awayTeamId === f.teamId),
      ),
    ),
  list: (filter, limit) =>
    Effect.sync(() =>
      [...competitionTables(db).competitions.values()]
        .filter(
          (c) =>
            (!filter.kind || c.kind === filter.kind) && (!filter.ageGroup || c.ageGroup === filter.ageGroup),
        )
        .sort((a, b) => asc(b.startDate, a.startDate) || asc(a.ageGroup, b.ageGroup) || asc(a.id, b.id))
        .slice(0, Math.max(0, limit))
        .map(competitionOf),
    ),
  byId: (id) =>
    Effect.sync(() => {
      const row = competitionTables(db).competitions.get(id);
      return row ? competitionOf(row) : null;
    }),
  competitionMatches: (competitionId) =>
    Effect.sync(() => matchesWhere(competitionTables(db), (m) => m.competitionId === competitionId)),
  teamsByIds: (ids) =>
    Effect.sync(() => {
      const teams = competitionTables(db).teams;
      return [...new Set(ids)].flatMap((id) => {
        const row = teams.get(id);
        return row ? [teamOf(row)] : [];
      });
    }),
  storedCompetitionKeys: (keys) =>
    Effect.sync(() => {
      const wanted = new Set(keys);
      const found = new Set<string>();
      for (const c of competitionTables(db).competitions.values()) {
        const key = competitionKeyText(c);
        if (wanted.has(key)) found.add(key);
      }
      return found;
    }),
  teamsByName: (names) =>
    Effect.sync(() => {
      const wanted = new Set(names);
      return [...competitionTables(db).teams.values()].filter((t) => wanted.has(t.name)).map(teamOf);
    }),
  save: (data) => Effect.sync(() => saveMemoryCompetitionImport(db, data)),
});

/** The demo competitions and news as the server's first start loads them (seedDemoCompetitions). */
export const seedMemoryCompetitions = (db: MemoryDb, now: Date) =>
  seedDemoCompetitions(
    { repo: memoryCompetitionsRepository(db), news: memoryNewsRepository(db) },
    DEMO_COMPETITIONS,
    now,
  );

const CATCH_UP_MS = 60_000;

/**
 * The demo host's competitions: the memory store, whose reads first let the demo feed catch up with
 * the clock when a minute has passed since it last did (refreshDemoCompetitions, what the server's
 * scheduled job does every minute), so a tab left open sees matches kick off and end.
 */
export const liveDemoCompetitionsRepository = (
  db: MemoryDb,
  clock: () => Date,
  seededAt: Date,
): CompetitionsRepository => {
  const repo = memoryCompetitionsRepository(db);
  let since = seededAt;
  let last = DEMO_COMPETITIONS.feed(seededAt);
  const catchUp = Effect.suspend(() => {
    const now = clock();
    if (now.getTime() - since.getTime() < CATCH_UP_MS) return Effect.void;
    const before = last;
    since = now;
    last = DEMO_COMPETITIONS.feed(now);
    return Effect.asVoid(refreshDemoCompetitions(repo, before, last));
  });
  const read =
    <A extends unknown[], R>(f: (...args: A) => Effect.Effect<R>) =>
    (...args: A) =>
      Effect.andThen(catchUp, f(...args));
  return {
    ...repo,
    ongoing: read(repo.ongoing),
    matches: read(repo.matches),
    list: read(repo.list),
    byId: read(repo.byId),
    competitionMatches: read(repo.competitionMatches),
  };
};
