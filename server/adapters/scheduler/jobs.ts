import { Effect, Exit } from 'effect';
import { DEMO_COMPETITIONS } from '../../../content/demo/competitions';
import { refreshDemoCompetitions } from '../../application/competitions/seed-demo.use-case';
import { sendTeamNotices, type TeamNoticeDeps } from '../../application/competitions/team-notices.use-case';
import { ingestNews } from '../../application/news/ingest-news.use-case';
import type { Config } from '../../config';
import type { Db } from '../db/client';
import { competitionsRepository } from '../db/competitions.repository';
import { consentsRepository } from '../db/consents.repository';
import { teamFollowsRepository } from '../db/team-follows.repository';
import { outboundUserAgent } from '../feeds/user-agent';
import { fetchCompetitionFeed } from '../import/competition-feed';
import { importDepsOf, ingestDepsOf } from '../import/import-deps';
import type { AppDeps } from '../http/deps';
import { ruleDepsOf } from '../http/rule-deps';
import type { Logger } from '../log/logger';
import { exportJob, serverExportDeps } from './export-worker';
import { consentRetentionJob } from './consent-retention-job';
import { guardianExpiryJob } from './guardian-expiry-job';
import type { ScheduledJob } from './scheduler';

const MINUTE_MS = 60_000;

/**
 * The periodic fetches the configuration turns on: news every NEWS_INTERVAL_MINUTES when NEWS_FEEDS
 * lists feeds, the competition file every COMPETITION_FEED_INTERVAL_MINUTES when COMPETITION_FEED_URL
 * is set. A failed feed is logged and skipped; a rejected competition file is logged and not imported.
 * With the demo seeded (SEED_DEMO), the demo feed's results arrive every minute (demoCompetitionsJob).
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
  if (config.seedDemo) jobs.push(demoCompetitionsJob(deps));
  // A followed team's schedule changes, kick-off reminders and results (issue 27), every minute.
  jobs.push(teamNoticesJob(deps as AppDeps));
  // Child accounts whose guardian did not consent within 7 days are deleted (issue 23).
  jobs.push(guardianExpiryJob(deps));
  // Consent records of accounts deleted 3 years ago are deleted, as the privacy page says (issue 23).
  jobs.push(consentRetentionJob(deps));
  // Member archives (내 정보 다운로드): builds a request another process left waiting, deletes expired ones.
  jobs.push(exportJob(serverExportDeps(deps, { consents: consentsRepository(deps.db).consentsOf })));
  return jobs;
};

const DEMO_FEED_INTERVAL_MS = MINUTE_MS;

/**
 * The demo's results as they arrive: every minute, what the demo feed says that it did not say at the
 * last run (refreshDemoCompetitions): matches kick off, end with their scores, knock-out matches get
 * their teams. The first run after a start imports the whole feed of that instant.
 */
export const demoCompetitionsJob = (deps: {
  readonly db: Db;
  readonly logger: Logger;
  readonly clock: () => Date;
}): ScheduledJob => {
  const repo = competitionsRepository(deps.db);
  let last: ReturnType<typeof DEMO_COMPETITIONS.feed> | null = null;
  return {
    name: 'demo-competitions',
    intervalMs: DEMO_FEED_INTERVAL_MS,
    run: async (signal) => {
      const feed = DEMO_COMPETITIONS.feed(deps.clock());
      const { matches } = await Effect.runPromise(refreshDemoCompetitions(repo, last, feed), { signal });
      last = feed;
      if (matches > 0) deps.logger.info({ matches }, 'demo competition results arrived');
    },
  };
};

const TEAM_NOTICES_INTERVAL_MS = MINUTE_MS;

/**
 * Tells a followed team's followers of schedule changes, kick-off reminders and results, every minute
 * (sendTeamNotices). Each notice's sent-marker makes it go out once, across restarts and processes; it
 * goes through the app's notifier, so the bell, its stream and push all see it.
 */
export const teamNoticesJob = (deps: AppDeps): ScheduledJob => {
  // Built on the first run: the app's notifier (bell, stream, push) is made with the app's stores.
  let noticeDeps: TeamNoticeDeps | undefined;
  const depsOf = (): TeamNoticeDeps => {
    if (noticeDeps) return noticeDeps;
    const { content } = ruleDepsOf(deps);
    noticeDeps = {
      competitions: competitionsRepository(deps.db),
      follows: teamFollowsRepository(deps.db),
      uow: content.uow,
      notifier: content.notifier,
      leadMinutes: deps.config.teamReminderLeadMinutes,
      clock: deps.clock,
    };
    return noticeDeps;
  };
  return {
    name: 'team-notices',
    intervalMs: TEAM_NOTICES_INTERVAL_MS,
    run: async (signal) => {
      const { sent } = await Effect.runPromise(sendTeamNotices(depsOf()), { signal });
      if (sent > 0) deps.logger.info({ sent }, 'team notices sent');
    },
  };
};
