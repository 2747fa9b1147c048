import type { SearchScope } from '../../domain/catalog';
import type { SortKey } from '../../domain/content/policy';
import { keywordWords } from '../../domain/content/search';
import { commentCount, likeCount, userById } from './fake-counts';
import type { FakeContent, FakeStore } from './fake-store';

/**
 * Orders and matches of the fake's lists, as the server's SQL has them
 * (server/adapters/db/content-rows.ts, content-search.ts): every order is its key descending, then the
 * newest id first; a search matches when every word occurs in the scope's text, case-insensitively.
 */

/** The value an item sorts by under an order. */
export const sortValue = (s: FakeStore, c: FakeContent, sort: SortKey): number =>
  sort === 'views'
    ? c.views
    : sort === 'likes'
      ? likeCount(s, c.id)
      : sort === 'comments'
        ? commentCount(s, c.id)
        : (c.publishedAt?.getTime() ?? 0);

/** The keyset position of an item: its sort value and id (descending, then id descending). */
export type Position = { readonly key: number; readonly id: number };

export const positionOf = (s: FakeStore, c: FakeContent, sort: SortKey): Position => ({
  key: sortValue(s, c, sort),
  id: c.id,
});

/** Whether `p` comes after `after` in a descending order. */
export const isAfter = (p: Position, after: Position): boolean =>
  p.key < after.key || (p.key === after.key && p.id < after.id);

export const sortItems = (s: FakeStore, items: readonly FakeContent[], sort: SortKey): FakeContent[] =>
  items
    .map((c) => ({ c, p: positionOf(s, c, sort) }))
    .sort((x, y) => y.p.key - x.p.key || y.p.id - x.p.id)
    .map(({ c }) => c);

/** The text a scope searches (lower-cased); the author scope searches the author's nickname. */
const haystack = (s: FakeStore, c: FakeContent, scope: SearchScope): string =>
  (scope === 'AUTHOR'
    ? (userById(s, c.authorId)?.nickname ?? '')
    : scope === 'TITLE'
      ? c.title
      : scope === 'CONTENT'
        ? c.contentText
        : `${c.title} ${c.contentText}`
  ).toLowerCase();

/** Every word of the keyword occurs in the scope's text: 1- and 2-syllable Korean words included. */
export const matches = (s: FakeStore, c: FakeContent, keyword: string, scope: SearchScope): boolean => {
  const text = haystack(s, c, scope);
  return keywordWords(keyword).every((word) => text.includes(word.toLowerCase()));
};

const toBase64Url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** Opaque to clients: `[sort, key, id]`, so a cursor cannot be replayed on another order. */
export const encodeCursor = (sort: SortKey, p: Position): string =>
  toBase64Url(JSON.stringify([sort, p.key, p.id]));

export const decodeCursor = (sort: SortKey, cursor: string): Position | null => {
  try {
    const value: unknown = JSON.parse(fromBase64Url(cursor));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [kind, key, id] = value as unknown[];
    if (kind !== sort || !Number.isSafeInteger(key) || !Number.isSafeInteger(id) || (id as number) < 1)
      return null;
    return { key: key as number, id: id as number };
  } catch {
    return null;
  }
};
