import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import type { NewsRepository } from '../../ports/news.port';
import type { Db } from './client';
import { newsItems } from './schema';

const columns = {
  id: newsItems.id,
  title: newsItems.title,
  contentUrl: newsItems.contentUrl,
  imageUrl: newsItems.imageUrl,
  source: newsItems.source,
  publishedAt: newsItems.publishedAt,
};

export const newsRepository = (db: Db): NewsRepository => ({
  slice: (cursor, offset, limit) =>
    Effect.promise(() => {
      // news_items_published_idx serves this order; the cursor continues it without OFFSET.
      const query = db
        .select(columns)
        .from(newsItems)
        .where(
          cursor
            ? or(
                lt(newsItems.publishedAt, cursor.publishedAt),
                and(eq(newsItems.publishedAt, cursor.publishedAt), lt(newsItems.id, cursor.id)),
              )
            : undefined,
        )
        .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
        .limit(limit);
      return offset > 0 ? query.offset(offset) : query;
    }),

  knownKeys: (linkKeys, titleKeys) =>
    Effect.promise(async () => {
      if (linkKeys.length === 0 && titleKeys.length === 0) return { links: new Set(), titles: new Set() };
      const rows = await db
        .select({ linkKey: newsItems.linkKey, titleKey: newsItems.titleKey })
        .from(newsItems)
        .where(
          or(
            linkKeys.length ? inArray(newsItems.linkKey, [...linkKeys]) : sql`false`,
            titleKeys.length ? inArray(newsItems.titleKey, [...titleKeys]) : sql`false`,
          ),
        );
      return { links: new Set(rows.map((r) => r.linkKey)), titles: new Set(rows.map((r) => r.titleKey)) };
    }),

  insert: (items) =>
    Effect.promise(async () => {
      if (items.length === 0) return 0;
      // Either unique key (link or title) already taken, by a concurrent run: skip that item.
      const rows = await db
        .insert(newsItems)
        .values([...items])
        .onConflictDoNothing()
        .returning({ id: newsItems.id });
      return rows.length;
    }),
});
