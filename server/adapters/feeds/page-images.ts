import { Effect } from 'effect';
import { Parser } from 'htmlparser2';
import type { PageImages } from '../../ports/news.port';
import { cappedFetch, type FetchOptions } from './capped-fetch';

/** Enough of a page for its <head>; the rest is never read. */
export const PAGE_MAX_BYTES = 1024 * 1024;
export const PAGE_TIMEOUT_MS = 8_000;

/** The Open Graph image of an HTML document (twitter:image as a fallback), resolved against `base`. */
export const ogImageOf = (html: string, base: string): string | null => {
  const found: Record<string, string> = {};
  let inBody = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'body') inBody = true;
        if (inBody || name !== 'meta') return;
        const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
        const content = attributes.content?.trim();
        if (content && ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image'].includes(key))
          found[key] ??= content;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const image =
    found['og:image:secure_url'] ?? found['og:image'] ?? found['og:image:url'] ?? found['twitter:image'];
  if (!image) return null;
  try {
    const url = new URL(image, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};

export const pageImages = (options: Pick<FetchOptions, 'userAgent'> & Partial<FetchOptions>): PageImages => ({
  ogImage: (pageUrl) =>
    Effect.promise(async (signal) => {
      const fetched = await cappedFetch(pageUrl, {
        timeoutMs: PAGE_TIMEOUT_MS,
        maxBytes: PAGE_MAX_BYTES,
        accept: 'text/html,application/xhtml+xml;q=0.9',
        ...options,
        signal,
      });
      if (!fetched.ok || !/html/i.test(fetched.contentType)) return null;
      return ogImageOf(new TextDecoder('utf-8').decode(fetched.bytes), fetched.url);
    }),
});
