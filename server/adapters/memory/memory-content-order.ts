import { SORT_FIELD } from '../../../src/domain/content/sort-field';
import type { ContentKind, SortKey } from '../../../src/domain/content/policy';
import type { ContentRecord } from '../../ports/content.port';
import type { ContentRow, MemoryDb } from './memory-db';
import { contentRecordOf } from './memory-rows';

/**
 * The orders and row sets the memory content reads share: what the Drizzle store's indexes and joins
 * give it (server/adapters/db/content-rows.ts), as array operations.
 */

/** The sort value of a row; a missing publication time is null, which PostgreSQL sorts first going down. */
export const sortValue = (row: ContentRow, sort: SortKey): number | null => {
  const field = SORT_FIELD[sort];
  return field === 'publishedAt' ? (row.publishedAt?.getTime() ?? null) : row[field];
};

/** Descending with nulls first, as `order by x desc`. */
const descending = (a: number | null, b: number | null): number =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : b - a;

/** `order by <sort> desc, id desc`: the order of every list, keyset and search page. */
export const byOrder = (rows: readonly ContentRow[], sort: SortKey): ContentRow[] =>
  [...rows].sort((a, b) => descending(sortValue(a, sort), sortValue(b, sort)) || b.id - a.id);

/** Sorted by several keys in turn, each descending (`order by a desc, b desc, ...`). */
export const byKeys = (rows: readonly ContentRow[], keys: (row: ContentRow) => (number | null)[]) =>
  [...rows].sort((a, b) => {
    const ka = keys(a);
    const kb = keys(b);
    for (let i = 0; i < ka.length; i++) {
      const order = descending(ka[i] ?? null, kb[i] ?? null);
      if (order !== 0) return order;
    }
    return 0;
  });

/** Rows with their author: the inner join of the database, which drops nothing while keys hold. */
export const joined = (db: MemoryDb, rows: Iterable<ContentRow>): ContentRow[] =>
  [...rows].filter((row) => db.tables.users.has(row.authorId));

/** The published rows of a kind. */
export const publishedRows = (db: MemoryDb, kind: ContentKind): ContentRow[] =>
  joined(
    db,
    [...db.tables.contents.values()].filter((row) => row.kind === kind && !row.isDraft),
  );

/**
 * An item as a card reads it. The Drizzle store leaves the body's plain text out of card reads (only
 * search highlights need it); the contract promises nothing of it there, and the memory store leaves
 * it out too so a use case reading it from a card fails on both hosts alike.
 */
export const cardOf = (db: MemoryDb, row: ContentRow): ContentRecord => ({
  ...contentRecordOf(db, row),
  contentText: '',
});
