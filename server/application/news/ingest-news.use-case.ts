import { Effect } from 'effect';
import { dedupeNews, newsLinkKey, newsTitleKey } from '../../../src/domain/news';
import type { RemoteImages } from '../../ports/competitions.port';
import type { FeedReader, NewNewsItem, NewsRepository, PageImages } from '../../ports/news.port';

export type IngestDeps = {
  readonly repo: NewsRepository;
  readonly feeds: FeedReader;
  readonly pages: PageImages;
  readonly images: RemoteImages;
};

export type FeedOutcome =
  | { readonly url: string; readonly ok: true; readonly entries: number }
  | { readonly url: string; readonly ok: false; readonly reason: string };

/** Feeds fetched at once, and article pages or images fetched at once. */
const FEED_CONCURRENCY = 4;
const PAGE_CONCURRENCY = 4;
/** New items taken per run: a feed that suddenly lists thousands cannot flood the list. */
const MAX_NEW_PER_RUN = 100;
const MAX_TITLE = 300;
const MAX_SOURCE = 60;

/**
 * Fetches every feed (a failing, hanging, oversized or malformed one is reported and skipped, never
 * stopping the others), keeps one item per link and per headline, leaves out what is stored, finds a
 * picture (the feed's enclosure or media tag, else the article page's og:image) and copies it into our
 * image store, then stores the new items. Publication times in the future are taken as now.
 */
export const ingestNews = (deps: IngestDeps, urls: readonly string[], now: Date) =>
  Effect.gen(function* () {
    const results = yield* Effect.forEach(
      urls,
      (url) => deps.feeds.read(url).pipe(Effect.map((result) => ({ url, result }))),
      { concurrency: FEED_CONCURRENCY },
    );
    const outcomes: FeedOutcome[] = results.map(({ url, result }) =>
      result.ok
        ? { url, ok: true, entries: result.entries.length }
        : { url, ok: false, reason: result.reason },
    );
    const candidates = dedupeNews(
      results.flatMap(({ result }) =>
        result.ok
          ? result.entries.map((e) => ({
              title: e.title.replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE),
              contentUrl: e.link,
              feedImage: e.imageUrl,
              source: result.source.replace(/\s+/g, ' ').trim().slice(0, MAX_SOURCE),
              publishedAt: e.published && e.published.getTime() <= now.getTime() ? e.published : now,
            }))
          : [],
      ),
    );
    const known = yield* deps.repo.knownKeys(
      candidates.map((c) => newsLinkKey(c.contentUrl) as string),
      candidates.map((c) => newsTitleKey(c.title)),
    );
    const fresh = candidates
      .filter(
        (c) =>
          !known.links.has(newsLinkKey(c.contentUrl) as string) && !known.titles.has(newsTitleKey(c.title)),
      )
      .slice(0, MAX_NEW_PER_RUN);
    const items = yield* Effect.forEach(
      fresh,
      (c) =>
        Effect.gen(function* () {
          const picture = c.feedImage ?? (yield* deps.pages.ogImage(c.contentUrl));
          const imageUrl = picture ? yield* deps.images.copy(picture, 'news') : null;
          return {
            title: c.title,
            titleKey: newsTitleKey(c.title),
            contentUrl: c.contentUrl,
            linkKey: newsLinkKey(c.contentUrl) as string,
            imageUrl,
            source: c.source,
            publishedAt: c.publishedAt,
          } satisfies NewNewsItem;
        }),
      { concurrency: PAGE_CONCURRENCY },
    );
    const added = yield* deps.repo.insert(items);
    return { feeds: outcomes, added };
  });
