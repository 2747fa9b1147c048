import { Effect } from 'effect';
import { DEMO_NEWS, type DemoCompetitionFeed, demoCompetitionFeed } from '../../../content/demo/competitions';
import type { RawRecord } from '../../../src/domain/competition-records';
import { competitionKeyText } from '../../../src/domain/competition-records';
import { newsLinkKey, newsTitleKey } from '../../../src/domain/news';
import { seoulDateKey } from '../../../src/domain/relative-time';
import { importCompetitionRecords } from '../../application/competitions/import-competitions.use-case';
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

/** The demo feed as file rows, numbered as the server's seed numbers them (demoFeedRecords). */
export const demoFeedRows = (feed: DemoCompetitionFeed): RawRecord[] => [
  ...feed.cups.map((fields, i) => ({ line: i + 1, kind: 'cup' as const, fields })),
  ...feed.leagues.map((fields, i) => ({ line: feed.cups.length + i + 1, kind: 'league' as const, fields })),
  ...feed.matches.map((fields, i) => ({
    line: feed.cups.length + feed.leagues.length + i + 1,
    kind: 'match' as const,
    fields,
  })),
];

/**
 * The demo's cups, leagues, matches and youth news laid out around `now`, loaded the way the server's
 * first start loads them (seedCompetitionDemo): the feed through the import use case, the news
 * through the news store.
 */
export const seedMemoryCompetitions = (db: MemoryDb, now: Date) =>
  Effect.gen(function* () {
    const saved = yield* importCompetitionRecords(
      { repo: memoryCompetitionsRepository(db), images: { copy: () => Effect.succeed(null) } },
      demoFeedRows(demoCompetitionFeed(seoulDateKey(now))),
    ).pipe(
      Effect.catch((error) =>
        Effect.die(new Error(`demo competition data rejected: ${JSON.stringify(error)}`)),
      ),
    );
    const news = yield* memoryNewsRepository(db).insert(
      DEMO_NEWS.map((n) => ({
        title: n.title,
        titleKey: newsTitleKey(n.title),
        contentUrl: n.contentUrl,
        linkKey: newsLinkKey(n.contentUrl) as string,
        imageUrl: n.imageUrl,
        source: n.source,
        publishedAt: new Date(now.getTime() - n.hoursAgo * 3_600_000),
      })),
    );
    return { matches: saved.matches.created, news };
  });
