/*
 * Youth news items come from several RSS and Atom feeds that often carry the same story: the same link
 * with different tracking parameters, or the same headline on two sites. These keys decide what counts
 * as the same item; storage keeps one row per key.
 */

/** Query parameters that only track where a click came from. */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|igshid|mc_cid|mc_eid|ref|from|ncid)$/i;

/**
 * The link without what varies between copies of it: the fragment, tracking parameters, the host's
 * case and a trailing slash. Null when it is not an http(s) URL.
 */
export const newsLinkKey = (link: string): string | null => {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const kept = [...url.searchParams].filter(([name]) => !TRACKING.test(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '';
  // http and https copies of one page are the same story.
  return `${url.host.toLowerCase()}${path}${query ? `?${query}` : ''}`;
};

/**
 * The headline reduced to its letters and digits, case-folded, so the same headline with other spacing,
 * brackets or punctuation is one story. Compatibility forms (full-width letters) fold too.
 */
export const newsTitleKey = (title: string): string =>
  title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** Keeps the first item of every link key and title key, in order. */
export const dedupeNews = <T extends { readonly title: string; readonly contentUrl: string }>(
  items: readonly T[],
): T[] => {
  const links = new Set<string>();
  const titles = new Set<string>();
  const kept: T[] = [];
  for (const item of items) {
    const link = newsLinkKey(item.contentUrl);
    const title = newsTitleKey(item.title);
    if (link === null || title === '' || links.has(link) || titles.has(title)) continue;
    links.add(link);
    titles.add(title);
    kept.push(item);
  }
  return kept;
};
