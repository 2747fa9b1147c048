import { contentKindOf, policyOf } from '../../../../src/domain/content/policy';
import { paths } from '../../../../src/domain/paths';
import type { SitemapRow } from '../../db/sitemap.repository';
import { escapeHtml } from '../../../../src/domain/content/search';

/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Item ids per file: under the limit, with room for the fixed pages the first file also lists. */
export const SITEMAP_CHUNK = 45_000;
/** Ids read per query while a file streams out (so at most this many rows). */
export const SITEMAP_PAGE = 5_000;

/** Pages that are always there, listed first. */
export const FIXED_PAGES: readonly string[] = [paths.home(), paths.boardHome(), paths.competitionHome()];

/**
 * How many files the sitemap takes: file n lists the published items with ids in
 * ((n − 1)·chunk, n·chunk], so any file is found without reading the ones before it, and none holds
 * more than `chunk` items however many ids drafts and deletions left unused. One file is served as
 * /sitemap.xml itself; more make /sitemap.xml an index of /sitemap-1.xml … /sitemap-N.xml.
 */
export const sitemapFiles = (maxId: number, chunk: number): number => Math.max(1, Math.ceil(maxId / chunk));

export const fileRange = (n: number, chunk: number) => ({ after: (n - 1) * chunk, upTo: n * chunk });

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const urlEntry = (loc: string, lastmod?: string) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>\n`;

export const sitemapIndex = (base: string, files: number): string => {
  const entries = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeHtml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('')}</sitemapindex>\n`;
};

/**
 * One file's XML, streamed: the fixed pages (first file only), then its id range read in windows of
 * `pageSize` ids, one query each, so memory holds one window's rows at a time and every query is a
 * short primary-key range (a LIMIT over the whole range would let a planner with stale statistics
 * scan and sort all of it for every page).
 */
export async function* sitemapFile(
  base: string,
  n: number,
  chunk: number,
  read: (after: number, upTo: number) => Promise<readonly SitemapRow[]>,
  pageSize = SITEMAP_PAGE,
): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  if (n === 1) yield FIXED_PAGES.map((path) => urlEntry(`${base}${path}`)).join('');
  const { after, upTo } = fileRange(n, chunk);
  for (let from = after; from < upTo; from += pageSize) {
    const rows = await read(from, Math.min(from + pageSize, upTo));
    yield rows
      // A stored kind no policy row has is a defect (UnknownContentKind), not a row to leave out.
      .map(({ id, kind, lastmod }) =>
        urlEntry(`${base}${policyOf(contentKindOf(kind)).paths.detail(id)}`, lastmod),
      )
      .join('');
  }
  yield '</urlset>\n';
}
