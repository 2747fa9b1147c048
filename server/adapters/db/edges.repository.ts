import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Effect } from 'effect';
import type { Edge, EdgeStore } from '../../ports/reactions.port';
import type { Db } from './client';
import { preparedOnce } from './prepared-once';
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
 * The read of `among`, prepared once per edge: the read path asks it on every signed-in card page and
 * detail, and building the select again costs Drizzle more CPU than PostgreSQL takes to answer it.
 */
const amongPrepared = (db: Db, edge: Edge) => {
  const e = EDGES[edge];
  return db
    .select({ to: e.to })
    .from(e.table)
    .where(and(eq(e.from, sql.placeholder('from')), sql`${e.to} = any(${sql.placeholder('to')}::int[])`))
    .prepare(`edges_among_${edge}`);
};

/** The toggle's two statements for an edge, prepared once (every like and follow runs them). */
const toggleStatements = (edge: Edge) => {
  const e = EDGES[edge];
  const ends = { from: sql.placeholder('from'), to: sql.placeholder('to') };
  return {
    remove: preparedOnce((db) =>
      db
        .delete(e.table)
        .where(and(eq(e.from, ends.from), eq(e.to, ends.to)))
        .returning({ from: e.from })
        .prepare(`edges_remove_${edge}`),
    ),
    add: preparedOnce((db) =>
      db
        .insert(e.table)
        .values(e.row(ends.from as never, ends.to as never) as never)
        .onConflictDoNothing()
        .returning({ from: e.from })
        .prepare(`edges_add_${edge}`),
    ),
  };
};
const TOGGLES: Record<Edge, ReturnType<typeof toggleStatements>> = {
  contentLike: toggleStatements('contentLike'),
  commentLike: toggleStatements('commentLike'),
  follow: toggleStatements('follow'),
};

/**
 * The one toggle for every like and follow: delete the edge if it is there, else insert it. A parallel
 * toggle by the same user may insert first: `on conflict do nothing` then reports the edge as on but
 * unchanged, so the counters the caller moves on a change move once.
 */
export const edgesRepository = (db: Db): EdgeStore => {
  const prepared = new Map<Edge, ReturnType<typeof amongPrepared>>();
  return {
    toggle: (edge, from, to) =>
      Effect.promise(async () => {
        const removed = await TOGGLES[edge].remove(db).execute({ from, to });
        if (removed.length > 0) return { on: false, changed: true };
        const added = await TOGGLES[edge].add(db).execute({ from, to });
        return { on: true, changed: added.length > 0 };
      }),
    among: (edge, from, to) =>
      Effect.promise(async () => {
        if (to.length === 0) return new Set<number>();
        let statement = prepared.get(edge);
        if (!statement) {
          statement = amongPrepared(db, edge);
          prepared.set(edge, statement);
        }
        const rows = await statement.execute({ from, to: [...to] });
        return new Set(rows.map((r) => Number(r.to)));
      }),
  };
};
