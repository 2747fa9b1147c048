import { Effect, Exit } from 'effect';
import { ingestNews } from '../../application/news/ingest-news.use-case';
import type { Config } from '../../config';
import type { Db } from '../db/client';
import { outboundUserAgent } from '../feeds/user-agent';
import { fetchCompetitionFeed } from '../import/competition-feed';
import { importDepsOf, ingestDepsOf } from '../import/import-deps';
import type { Logger } from '../log/logger';
import type { ScheduledJob } from './scheduler';

const MINUTE_MS = 60_000;

/**
 * The periodic fetches the configuration turns on: news every NEWS_INTERVAL_MINUTES when NEWS_FEEDS
 * lists feeds, the competition file every COMPETITION_FEED_INTERVAL_MINUTES when COMPETITION_FEED_URL
 * is set. A failed feed is logged and skipped; a rejected competition file is logged and not imported.
 */
export const scheduledJobsOf = (deps: {
  readonly db: Db;
  readonly config: Config;
  readonly logger: Logger;
  readonly clock: () => Date;
}): ScheduledJob[] => {
  const { config, logger } = deps;
  const jobs: ScheduledJob[] = [];
  if (config.newsFeeds.length > 0 && config.newsIntervalMinutes > 0) {
    const ingest = ingestDepsOf(deps);
    jobs.push({
      name: 'news',
      intervalMs: config.newsIntervalMinutes * MINUTE_MS,
      run: async (signal) => {
        const result = await Effect.runPromise(ingestNews(ingest, config.newsFeeds, deps.clock()), {
          signal,
        });
        for (const feed of result.feeds)
          if (!feed.ok) logger.warn({ feed: feed.url, reason: feed.reason }, 'news feed skipped');
        logger.info({ added: result.added, feeds: result.feeds.length }, 'news fetched');
      },
    });
  }
  const url = config.competitionFeedUrl;
  if (url && config.competitionFeedIntervalMinutes > 0) {
    const importDeps = importDepsOf(deps);
    const userAgent = outboundUserAgent(config.publicUrl);
    jobs.push({
      name: 'competition-feed',
      intervalMs: config.competitionFeedIntervalMinutes * MINUTE_MS,
      run: async (signal) => {
        const exit = await Effect.runPromiseExit(fetchCompetitionFeed(importDeps, url, userAgent), {
          signal,
        });
        if (Exit.isSuccess(exit)) logger.info({ url, ...exit.value }, 'competition feed imported');
        else logger.warn({ url, cause: String(exit.cause) }, 'competition feed not imported');
      },
    });
  }
  return jobs;
};
