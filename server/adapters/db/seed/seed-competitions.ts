import { Effect } from 'effect';
import {
  DEMO_NEWS,
  type DemoCompetitionFeed,
  demoCompetitionFeed,
} from '../../../../content/demo/competitions';
import type { RawRecord } from '../../../../src/domain/competition-records';
import { newsLinkKey, newsTitleKey } from '../../../../src/domain/news';
import { seoulDateKey } from '../../../../src/domain/relative-time';
import { importCompetitionRecords } from '../../../application/competitions/import-competitions.use-case';
import type { Db } from '../client';
import { competitionsRepository } from '../competitions.repository';
import { newsRepository } from '../news.repository';

/** The demo feed as file rows, so the seed goes through the importer's checks like any file. */
export const demoFeedRecords = (feed: DemoCompetitionFeed): RawRecord[] => [
  ...feed.cups.map((fields, i) => ({ line: i + 1, kind: 'cup' as const, fields })),
  ...feed.leagues.map((fields, i) => ({ line: feed.cups.length + i + 1, kind: 'league' as const, fields })),
  ...feed.matches.map((fields, i) => ({
    line: feed.cups.length + feed.leagues.length + i + 1,
    kind: 'match' as const,
    fields,
  })),
];

/**
 * Demo cups, leagues and matches laid out around today (Asia/Seoul) and demo youth news, for the first
 * start. Demo emblems and pictures are data: URIs, so nothing is fetched.
 */
export const seedCompetitionDemo = async (db: Db, now: Date) => {
  const records = demoFeedRecords(demoCompetitionFeed(seoulDateKey(now)));
  const saved = await Effect.runPromise(
    importCompetitionRecords(
      { repo: competitionsRepository(db), images: { copy: () => Effect.succeed(null) } },
      records,
    ).pipe(
      Effect.catch((error) =>
        Effect.die(new Error(`demo competition data rejected: ${JSON.stringify(error)}`)),
      ),
    ),
  );
  const news = await Effect.runPromise(
    newsRepository(db).insert(
      DEMO_NEWS.map((n) => ({
        title: n.title,
        titleKey: newsTitleKey(n.title),
        contentUrl: n.contentUrl,
        linkKey: newsLinkKey(n.contentUrl) as string,
        imageUrl: n.imageUrl,
        source: n.source,
        publishedAt: new Date(now.getTime() - n.hoursAgo * 3_600_000),
      })),
    ),
  );
  return { matches: saved.matches.created, news };
};
