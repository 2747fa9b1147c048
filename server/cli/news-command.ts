import { Effect } from 'effect';
import { ingestNews } from '../application/news/ingest-news.use-case';
import type { Config } from '../config';
import type { Db } from '../adapters/db/client';
import { ingestDepsOf } from '../adapters/import/import-deps';
import type { Logger } from '../adapters/log/logger';
import { OPERATOR_TEXT } from '../../src/domain/text/operator';

const T = OPERATOR_TEXT.news;
export const USAGE = T.usage;

/** Fetches the feeds once and logs each one that failed; returns the report line per feed. */
export const fetchNewsOnce = async (
  deps: { db: Db; config: Config; logger: Logger },
  urls: readonly string[],
  now: Date,
) => {
  const result = await Effect.runPromise(ingestNews(ingestDepsOf(deps), urls, now));
  for (const feed of result.feeds)
    if (!feed.ok) deps.logger.warn({ feed: feed.url, reason: feed.reason }, 'news feed skipped');
  return result;
};

/** `fetch [url …]`: returns the exit code and what to print. */
export const runNewsCommand = async (
  deps: { db: Db; config: Config; logger: Logger },
  args: readonly string[],
  now = new Date(),
): Promise<{ code: number; output: string }> => {
  const [command, ...given] = args;
  if (command !== 'fetch') return { code: 2, output: USAGE };
  const urls = given.length > 0 ? given : deps.config.newsFeeds;
  if (urls.length === 0) return { code: 2, output: `${T.noFeeds}\n${USAGE}` };
  const result = await fetchNewsOnce(deps, urls, now);
  const lines = result.feeds.map((f) =>
    f.ok ? T.feedRead(f.url, f.entries) : T.feedSkipped(f.url, f.reason),
  );
  const failed = result.feeds.filter((f) => !f.ok).length;
  return {
    code: failed === result.feeds.length ? 1 : 0,
    output: [T.added(result.added), ...lines].join('\n'),
  };
};
