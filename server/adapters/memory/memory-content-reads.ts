import { popularityScore } from '../../../src/domain/content/popularity';
import type { ContentKind } from '../../../src/domain/content/policy';
import type { ContentPage, ContentRecord, ListRequest } from '../../ports/content.port';
import { byKeys, byOrder, cardOf, publishedRows, sortValue } from './memory-content-order';
import { decodeCursor, encodeCursor } from './memory-cursor';
import type { ContentRow, MemoryDb } from './memory-db';

/**
 * The published count of a kind and tag, as the database's counter table holds it (triggers count each
 * published row once per distinct tag, and once under ALL).
 */
const publishedCount = (db: MemoryDb, kind: ContentKind, tag: string | null): number => {
  let n = 0;
  for (const row of db.tables.contents.values())
    if (row.kind === kind && !row.isDraft && (tag === null || row.tags.includes(tag))) n += 1;
  return n;
};

/** A list page from a page number or after a keyset position, and the cursor of the page after it. */
export const listMemory = (db: MemoryDb, q: ListRequest): ContentPage | 'invalid-cursor' => {
  const position = q.cursor === undefined ? undefined : decodeCursor(q.sort, q.cursor);
  if (position === null) return 'invalid-cursor';
  const tagged = publishedRows(db, q.kind).filter((row) => q.tag === null || row.tags.includes(q.tag));
  const ordered = byOrder(tagged, q.sort);
  // `(key, id) < (position)`: a row comparison, which a missing key never passes.
  const after = position
    ? ordered.filter((row) => {
        const value = sortValue(row, q.sort);
        return value !== null && (value < position.key || (value === position.key && row.id < position.id));
      })
    : ordered;
  const offset = position ? 0 : (q.page - 1) * q.size;
  const found = after.slice(offset, offset + q.size);
  const last = found.at(-1);
  const key = last ? sortValue(last, q.sort) : null;
  const nextCursor =
    last && key !== null && found.length === q.size
      ? encodeCursor(q.sort, q.sort === 'latest' ? new Date(key) : key, last.id)
      : null;
  return {
    items: found.map((row) => cardOf(db, row)),
    total: publishedCount(db, q.kind, q.tag),
    nextCursor,
  };
};

const publishedMs = (row: ContentRow) => row.publishedAt?.getTime() ?? null;

/**
 * Ranked by the domain's score. With a pool: the newest `pool` items, those since `since` first; without:
 * only the items since `since`. Ties go to the newer item, then the higher id.
 */
export const popularMemory = (
  db: MemoryDb,
  kind: ContentKind,
  since: Date,
  limit: number,
  pool?: number,
): ContentRecord[] => {
  const published = publishedRows(db, kind);
  const recent = (row: ContentRow) => {
    const at = publishedMs(row);
    return at === null ? null : at >= since.getTime() ? 1 : 0;
  };
  const ranked =
    pool === undefined
      ? byKeys(
          published.filter((row) => recent(row) === 1),
          (row) => [popularityScore(row), publishedMs(row), row.id],
        )
      : byKeys(byKeys(published, (row) => [publishedMs(row), row.id]).slice(0, pool), (row) => [
          recent(row),
          popularityScore(row),
          publishedMs(row),
          row.id,
        ]);
  return ranked.slice(0, limit).map((row) => cardOf(db, row));
};
