import { Effect } from 'effect';
import type { RawRecord } from '../../../src/domain/competition-records';
import { newsLinkKey, newsTitleKey } from '../../../src/domain/news';
import { seoulDateKey } from '../../../src/domain/relative-time';
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
  /** The feed laid out around `today`, a Seoul date key (YYYY-MM-DD). */
  feed(today: string): DemoFeed;
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

/**
 * The first start's demo cups, leagues and matches, laid out around the Seoul day of `now`, through the
 * import use case, and the demo youth news through the news store: the server seed runs it on the
 * Drizzle stores (server/adapters/db/seed/seed-competitions.ts), the demo host on the memory stores
 * (server/adapters/memory/memory-competitions.ts). A feed the importer refuses is a defect of the demo
 * data, so it dies. Answers how many matches and news items went in.
 */
export const seedDemoCompetitions = (deps: DemoSeedDeps, demo: DemoCompetitions, now: Date) =>
  Effect.gen(function* () {
    const saved = yield* importCompetitionRecords(
      { repo: deps.repo, images: noCopies },
      demoFeedRows(demo.feed(seoulDateKey(now))),
    ).pipe(
      Effect.catch((error) =>
        Effect.die(new Error(`demo competition data rejected: ${JSON.stringify(error)}`)),
      ),
    );
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
