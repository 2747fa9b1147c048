import { Effect } from 'effect';
import {
  competitionKeyText,
  type RawRecord,
  readCompetitionRecords,
} from '../../../src/domain/competition-records';
import { newsLinkKey, newsTitleKey } from '../../../src/domain/news';
import type { CompetitionsRepository, RemoteImages } from '../../ports/competitions.port';
import type { NewsRepository } from '../../ports/news.port';
import { importCompetitionRecords } from './import-competitions.use-case';

/** A demo feed as content/demo/competitions writes it: each row's fields in the feed's own names. */
export interface DemoFeed {
  readonly cups: readonly unknown[];
  readonly leagues: readonly unknown[];
  readonly matches: readonly unknown[];
}

/** One demo news item, published `hoursAgo` hours before the seed. */
export interface DemoNews {
  readonly title: string;
  readonly source: string;
  readonly contentUrl: string;
  readonly imageUrl: string | null;
  readonly hoursAgo: number;
}

/** The demo competitions and news (content/demo/competitions DEMO_COMPETITIONS). */
export interface DemoCompetitions {
  /** The feed as it reads at `now`: the season around that Seoul day, each match as it stands then. */
  feed(now: Date): DemoFeed;
  readonly news: readonly DemoNews[];
}

export type DemoSeedDeps = { readonly repo: CompetitionsRepository; readonly news: NewsRepository };

/** Demo emblems and pictures are data: URIs, stored as given: nothing is fetched. */
const noCopies: RemoteImages = { copy: () => Effect.succeed(null) };

/**
 * The demo feed as file rows, cups then leagues then matches, numbered from line 1: the seed goes
 * through the importer's checks like any file.
 */
export const demoFeedRows = (feed: DemoFeed): RawRecord[] => [
  ...feed.cups.map((fields, i) => ({ line: i + 1, kind: 'cup' as const, fields })),
  ...feed.leagues.map((fields, i) => ({ line: feed.cups.length + i + 1, kind: 'league' as const, fields })),
  ...feed.matches.map((fields, i) => ({
    line: feed.cups.length + feed.leagues.length + i + 1,
    kind: 'match' as const,
    fields,
  })),
];

/** Dies on a feed the importer refuses: the demo data has a defect. */
const importDemo = (repo: CompetitionsRepository, rows: RawRecord[]) =>
  importCompetitionRecords({ repo, images: noCopies }, rows).pipe(
    Effect.catch((error) =>
      Effect.die(new Error(`demo competition data rejected: ${JSON.stringify(error)}`)),
    ),
  );

/**
 * The first start's demo cups, leagues and matches, as the demo feed reads at `now`, through the
 * import use case, and the demo youth news through the news store: the server seed runs it on the
 * Drizzle stores (server/adapters/db/seed/seed-competitions.ts), the demo host on the memory stores
 * (server/adapters/memory/memory-competitions.ts). A feed the importer refuses is a defect of the demo
 * data, so it dies. Answers how many matches and news items went in.
 */
export const seedDemoCompetitions = (deps: DemoSeedDeps, demo: DemoCompetitions, now: Date) =>
  Effect.gen(function* () {
    const saved = yield* importDemo(deps.repo, demoFeedRows(demo.feed(now)));
    const news = yield* deps.news.insert(
      demo.news.map((n) => ({
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

/** The rows of `after` that `before` does not hold as they are (new, or changed since). */
const changedRows = (before: DemoFeed | null, after: DemoFeed): DemoFeed => {
  if (before === null) return after;
  const seen = (rows: readonly unknown[]) => new Set(rows.map((row) => JSON.stringify(row)));
  const [cups, leagues, matches] = [seen(before.cups), seen(before.leagues), seen(before.matches)];
  return {
    cups: after.cups.filter((row) => !cups.has(JSON.stringify(row))),
    leagues: after.leagues.filter((row) => !leagues.has(JSON.stringify(row))),
    matches: after.matches.filter((row) => !matches.has(JSON.stringify(row))),
  };
};

/**
 * The demo's results arriving: what the demo feed says now (`current`) that it did not say before
 * (`before`, the feed at the last run): a match kicked off, ended with its score, a knock-out match
 * whose teams are now known, a competition that came near, imported like any feed. `before` null (a
 * fresh process) imports the whole feed, but only into a database that holds the demo season (one of
 * its competitions): a database of real competitions is left alone. Answers how many matches changed.
 */
export const refreshDemoCompetitions = (
  repo: CompetitionsRepository,
  before: DemoFeed | null,
  current: DemoFeed,
) =>
  Effect.gen(function* () {
    const rows = demoFeedRows(changedRows(before, current));
    if (rows.length === 0) return { matches: 0 };
    if (before === null) {
      const keys = readCompetitionRecords(demoFeedRows({ ...current, matches: [] })).import.competitions.map(
        competitionKeyText,
      );
      if ((yield* repo.storedCompetitionKeys(keys)).size === 0) return { matches: 0 };
    }
    const saved = yield* importDemo(repo, rows);
    return { matches: saved.matches.created + saved.matches.updated };
  });
