import { Effect } from 'effect';
import type { NewsRecord, NewsRepository } from '../../ports/news.port';
import type { MemoryDb } from './memory-db';
import { nextExtraId } from './memory-extra-ids';

/** A news_items row (server/adapters/db/schema/news.ts); `fetchedAt` is the insert's time. */
export type NewsRow = {
  id: number;
  title: string;
  titleKey: string;
  contentUrl: string;
  linkKey: string;
  imageUrl: string | null;
  source: string;
  publishedAt: Date;
  fetchedAt: Date;
};

const NAME = 'newsItems';

/** Read again on every call, never kept: a rollback (`restore`) puts a copy in its place. */
export const newsTable = (db: MemoryDb): Map<number, NewsRow> => {
  const found = db.tables.extra.get(NAME) as Map<number, NewsRow> | undefined;
  if (found) return found;
  const made = new Map<number, NewsRow>();
  db.tables.extra.set(NAME, made);
  return made;
};

const recordOf = (r: NewsRow): NewsRecord => ({
  id: r.id,
  title: r.title,
  contentUrl: r.contentUrl,
  imageUrl: r.imageUrl,
  source: r.source,
  publishedAt: r.publishedAt,
});

/** Newest first: publication time, then id, both descending (news_items_published_idx). */
const newestFirst = (a: NewsRow, b: NewsRow) =>
  b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;

/** Youth news on the memory database, with the unique link and title keys of the table. */
export const memoryNewsRepository = (db: MemoryDb): NewsRepository => ({
  slice: (cursor, offset, limit) =>
    Effect.sync(() =>
      [...newsTable(db).values()]
        .filter(
          (r) =>
            !cursor ||
            r.publishedAt.getTime() < cursor.publishedAt.getTime() ||
            (r.publishedAt.getTime() === cursor.publishedAt.getTime() && r.id < cursor.id),
        )
        .sort(newestFirst)
        .slice(Math.max(0, offset), Math.max(0, offset) + Math.max(0, limit))
        .map(recordOf),
    ),
  knownKeys: (linkKeys, titleKeys) =>
    Effect.sync(() => {
      const links = new Set(linkKeys);
      const titles = new Set(titleKeys);
      // Like the query's rows: each row matching either key gives both of its keys.
      const rows = [...newsTable(db).values()].filter((r) => links.has(r.linkKey) || titles.has(r.titleKey));
      return { links: new Set(rows.map((r) => r.linkKey)), titles: new Set(rows.map((r) => r.titleKey)) };
    }),
  insert: (items) =>
    Effect.sync(() => {
      const table = newsTable(db);
      const links = new Set([...table.values()].map((r) => r.linkKey));
      const titles = new Set([...table.values()].map((r) => r.titleKey));
      const fetchedAt = new Date();
      let inserted = 0;
      for (const item of items) {
        // ON CONFLICT DO NOTHING draws the identity value before it skips a row, leaving a gap.
        const id = nextExtraId(db, NAME);
        if (links.has(item.linkKey) || titles.has(item.titleKey)) continue;
        links.add(item.linkKey);
        titles.add(item.titleKey);
        table.set(id, { id, ...item, fetchedAt });
        inserted += 1;
      }
      return inserted;
    }),
});
