import { and, asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { Db } from './client';
import { contents } from './schema';

/** `lastmod` is already W3C datetime text (UTC): tens of thousands of rows are never parsed into Dates. */
export type SitemapRow = { readonly id: number; readonly kind: string; readonly lastmod: string };

/**
 * What the sitemap lists: published items of every kind, read by primary key in windows of ids, so
 * each read is one short index range whatever the table's size (and whatever the planner's statistics
 * say), never an OFFSET or a count.
 */
export const sitemapRepository = (db: Db) => ({
  /** The largest id ever given out that still exists (drafts included): it bounds the id ranges. */
  maxId: async (): Promise<number> => {
    const [row] = await db.select({ id: max(contents.id) }).from(contents);
    return row?.id ?? 0;
  },
  /** Published items with `after < id <= upTo`, by id (the caller keeps the window small). */
  published: (after: number, upTo: number): Promise<SitemapRow[]> =>
    db
      .select({
        id: contents.id,
        kind: contents.kind,
        lastmod: sql<string>`to_char(${contents.modifiedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      })
      .from(contents)
      .where(and(gt(contents.id, after), lte(contents.id, upTo), eq(contents.isDraft, false)))
      .orderBy(asc(contents.id)),
});
