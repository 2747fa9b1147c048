import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Effect } from 'effect';
import type { CommentRecord, CommentsRepository } from '../../ports/comments.port';
import { authorColumns, toAuthor } from './article-rows';
import type { Db } from './client';
import { articles, commentLikes, comments, users } from './schema';

const mentioned = alias(users, 'mentioned');

const select = (db: Db) =>
  db
    .select({
      id: comments.id,
      articleId: comments.articleId,
      parentId: comments.parentId,
      content: comments.content,
      status: comments.status,
      likeCount: comments.likeCount,
      createdAt: comments.createdAt,
      modifiedAt: comments.modifiedAt,
      mentionedUserName: mentioned.nickname,
      ...authorColumns,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(mentioned, eq(mentioned.id, comments.mentionedUserId));

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toComment = (r: Row): CommentRecord => ({
  id: r.id,
  articleId: r.articleId,
  parentId: r.parentId,
  authorId: r.authorId,
  content: r.content,
  mentionedUserName: r.mentionedUserName,
  deleted: r.status === 'DELETED',
  likeCount: r.likeCount,
  createdAt: r.createdAt,
  modifiedAt: r.modifiedAt,
  author: toAuthor(r),
});

/** A top-level comment stays listed while it is active or still has an active reply. */
const visibleTopLevel = (articleId: number) =>
  and(
    eq(comments.articleId, articleId),
    isNull(comments.parentId),
    sql`(${comments.status} = 'ACTIVE' or exists (select 1 from comments r where r.parent_id = ${comments.id} and r.status = 'ACTIVE'))`,
  );

const moveCommentCount = (db: Db, articleId: number, by: 1 | -1) =>
  db
    .update(articles)
    .set({ commentCount: sql`greatest(${articles.commentCount} + ${by}, 0)` })
    .where(eq(articles.id, articleId));

export const commentsRepository = (db: Db): CommentsRepository => ({
  topLevel: (articleId, limit, offset) =>
    Effect.promise(async () =>
      (
        await select(db)
          .where(visibleTopLevel(articleId))
          .orderBy(asc(comments.id))
          .limit(limit)
          .offset(offset)
      ).map(toComment),
    ),
  topLevelCount: (articleId) =>
    Effect.promise(async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comments)
        .where(visibleTopLevel(articleId));
      return row?.n ?? 0;
    }),
  replies: (parentIds) =>
    Effect.promise(async () =>
      parentIds.length === 0
        ? []
        : (
            await select(db)
              .where(and(inArray(comments.parentId, [...parentIds]), eq(comments.status, 'ACTIVE')))
              .orderBy(asc(comments.id))
          ).map(toComment),
    ),
  likedBy: (userId, commentIds) =>
    Effect.promise(async () => {
      if (commentIds.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: commentLikes.commentId })
        .from(commentLikes)
        .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, [...commentIds])));
      return new Set(rows.map((r) => r.id));
    }),
  findById: (id) =>
    Effect.promise(async () => {
      const [row] = await select(db).where(eq(comments.id, id)).limit(1);
      return row ? toComment(row) : null;
    }),
  userExists: (id) =>
    Effect.promise(
      async () => (await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1)).length > 0,
    ),
  insert: (c, now) =>
    Effect.promise(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(comments)
          .values({ ...c, createdAt: now, modifiedAt: now })
          .returning({ id: comments.id });
        if (!row) throw new Error('comment insert returned no row');
        await moveCommentCount(tx as unknown as Db, c.articleId, 1);
        return row.id;
      }),
    ),
  updateContent: (id, content, now) =>
    Effect.promise(async () => {
      await db.update(comments).set({ content, modifiedAt: now }).where(eq(comments.id, id));
    }),
  softDelete: (id, now) =>
    Effect.promise(() =>
      db.transaction(async (tx) => {
        const [gone] = await tx
          .update(comments)
          .set({ status: 'DELETED', modifiedAt: now })
          .where(and(eq(comments.id, id), eq(comments.status, 'ACTIVE')))
          .returning({ articleId: comments.articleId });
        if (gone) await moveCommentCount(tx as unknown as Db, gone.articleId, -1);
      }),
    ),
  toggleLike: (userId, commentId) =>
    Effect.promise(() =>
      db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const removed = await t
          .delete(commentLikes)
          .where(and(eq(commentLikes.userId, userId), eq(commentLikes.commentId, commentId)))
          .returning({ userId: commentLikes.userId });
        const added =
          removed.length > 0
            ? []
            : await t
                .insert(commentLikes)
                .values({ userId, commentId })
                .onConflictDoNothing()
                .returning({ userId: commentLikes.userId });
        const by = removed.length > 0 ? -1 : added.length > 0 ? 1 : 0;
        const [row] = await t
          .update(comments)
          .set({ likeCount: sql`greatest(${comments.likeCount} + ${by}, 0)` })
          .where(eq(comments.id, commentId))
          .returning({ likeCount: comments.likeCount, authorId: comments.authorId });
        if (row && by !== 0) {
          await t
            .update(users)
            .set({ receivedCommentLikes: sql`greatest(${users.receivedCommentLikes} + ${by}, 0)` })
            .where(eq(users.id, row.authorId));
        }
        return { liked: removed.length === 0, likeCount: row?.likeCount ?? 0 };
      }),
    ),
});
