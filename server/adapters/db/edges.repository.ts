import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Effect } from 'effect';
import type { Edge, EdgeStore } from '../../ports/reactions.port';
import type { Db } from './client';
import { commentLikes, contentLikes, follows } from './schema';

type EdgeTable = {
  readonly table: PgTable;
  readonly from: PgColumn;
  readonly to: PgColumn;
  readonly row: (from: number, to: number) => Record<string, number>;
};

/** Each edge's table, its two ends and the row that joins them. */
const EDGES: Record<Edge, EdgeTable> = {
  contentLike: {
    table: contentLikes,
    from: contentLikes.userId,
    to: contentLikes.contentId,
    row: (userId, contentId) => ({ userId, contentId }),
  },
  commentLike: {
    table: commentLikes,
    from: commentLikes.userId,
    to: commentLikes.commentId,
    row: (userId, commentId) => ({ userId, commentId }),
  },
  follow: {
    table: follows,
    from: follows.followerId,
    to: follows.followeeId,
    row: (followerId, followeeId) => ({ followerId, followeeId }),
  },
};

/**
 * The one toggle for every like and follow: delete the edge if it is there, else insert it. A parallel
 * toggle by the same user may insert first: `on conflict do nothing` then reports the edge as on but
 * unchanged, so the counters the caller moves on a change move once.
 */
export const edgesRepository = (db: Db): EdgeStore => ({
  toggle: (edge, from, to) =>
    Effect.promise(async () => {
      const e = EDGES[edge];
      const removed = await db
        .delete(e.table)
        .where(and(eq(e.from, from), eq(e.to, to)))
        .returning({ from: e.from });
      if (removed.length > 0) return { on: false, changed: true };
      const added = await db
        .insert(e.table)
        .values(e.row(from, to) as never)
        .onConflictDoNothing()
        .returning({ from: e.from });
      return { on: true, changed: added.length > 0 };
    }),
  among: (edge, from, to) =>
    Effect.promise(async () => {
      if (to.length === 0) return new Set<number>();
      const e = EDGES[edge];
      const rows = await db
        .select({ to: e.to })
        .from(e.table)
        .where(and(eq(e.from, from), inArray(e.to, [...to])));
      return new Set(rows.map((r) => Number(r.to)));
    }),
});
