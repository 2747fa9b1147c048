import { parseFeed } from '@rowanmanning/feed-parser';
import { Effect } from 'effect';
import { XMLValidator } from 'fast-xml-parser';
import type { FeedEntry, FeedReader } from '../../ports/news.port';
import { OPERATOR_TEXT } from '../../../src/domain/text/operator';
import { cappedFetch, type FetchOptions } from './capped-fetch';

const T = OPERATOR_TEXT.fetch;

/** A feed answer larger than this is refused: real feeds are tens of kilobytes. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;

const charsetOf = (contentType: string, head: string): string => {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  const fromDeclaration = /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1];
  return (fromHeader ?? fromDeclaration ?? 'utf-8').toLowerCase();
};

/** The text of a feed in its declared encoding (Korean sites still send EUC-KR). */
const decode = (bytes: Uint8Array, contentType: string): string => {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  try {
    return new TextDecoder(charsetOf(contentType, head)).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  }
};

/**
 * Reads an RSS 2.0 or Atom feed with @rowanmanning/feed-parser. The parser is lenient with real-world
 * feeds; a document that is not well-formed XML is refused first (fast-xml-parser's validator), so a
 * broken feed is skipped whole instead of yielding half-read items.
 */
export const parseFeedText = (
  text: string,
  feedUrl: string,
): { ok: true; source: string; entries: FeedEntry[] } | { ok: false; reason: string } => {
  const valid = XMLValidator.validate(text);
  if (valid !== true) return { ok: false, reason: T.malformedXml(valid.err.line, valid.err.msg) };
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(text);
  } catch (error) {
    return { ok: false, reason: T.notAFeed(error instanceof Error ? error.message : String(error)) };
  }
  const entries = feed.items.flatMap((item): FeedEntry[] => {
    const title = item.title?.trim();
    const link = item.url ?? (item.id && /^https?:\/\//.test(item.id) ? item.id : null);
    if (!title || !link) return [];
    let absolute: string;
    try {
      absolute = new URL(link, feed.url ?? feedUrl).toString();
    } catch {
      return [];
    }
    const image = item.image?.url ?? item.media.find((m) => m.type === 'image')?.url ?? null;
    return [{ title, link: absolute, published: item.published ?? item.updated ?? null, imageUrl: image }];
  });
  return { ok: true, source: feed.title?.trim() || new URL(feedUrl).hostname, entries };
};

export const feedReader = (
  options: Omit<FetchOptions, 'accept' | 'maxBytes' | 'timeoutMs'> & Partial<FetchOptions>,
): FeedReader => ({
  read: (url) =>
    Effect.promise(async (signal) => {
      const fetched = await cappedFetch(url, {
        timeoutMs: FEED_TIMEOUT_MS,
        maxBytes: FEED_MAX_BYTES,
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1',
        ...options,
        signal,
      });
      if (!fetched.ok) return fetched;
      return parseFeedText(decode(fetched.bytes, fetched.contentType), fetched.url);
    }),
});
