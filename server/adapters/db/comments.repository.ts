import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Effect } from 'effect';
import { isContentKind } from '../../../src/domain/content/policy';
import { DELETED_MEMBER_NAME } from '../../../src/domain/text/profile';
import type { CommentRecord, CommentStore } from '../../ports/comments.port';
import type { Db } from './client';
import { authorColumns, toAuthor } from './content-rows';
import { preparedOnce } from './prepared-once';
import { comments, contents, users } from './schema';

const mentioned = alias(users, 'mentioned');

const select = (db: Db) =>
  db
    .select({
      id: comments.id,
      contentId: comments.contentId,
      contentKind: contents.kind,
      parentId: comments.parentId,
      content: comments.content,
      status: comments.status,
      blindedAt: comments.blindedAt,
      likeCount: comments.likeCount,
      createdAt: comments.createdAt,
      modifiedAt: comments.modifiedAt,
      mentionedUserName: mentioned.nickname,
      mentionedDeletedAt: mentioned.deletedAt,
      ...authorColumns,
    })
    .from(comments)
    .innerJoin(contents, eq(contents.id, comments.contentId))
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(mentioned, eq(mentioned.id, comments.mentionedUserId));

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toComment = (r: Row): CommentRecord => ({
  id: r.id,
  contentId: r.contentId,
  contentKind: isContentKind(r.contentKind) ? r.contentKind : 'article',
  parentId: r.parentId,
  authorId: r.authorId,
  content: r.content,
  // A mention of a deleted account names nobody: it reads 탈퇴한 회원 like its content.
  mentionedUserName: r.mentionedDeletedAt !== null ? DELETED_MEMBER_NAME : r.mentionedUserName,
  deleted: r.status === 'DELETED',
  blinded: r.blindedAt !== null,
  likeCount: r.likeCount,
  createdAt: r.createdAt,
  modifiedAt: r.modifiedAt,
  author: toAuthor(r),
});

/** A top-level comment stays listed while it is active or still has an active reply. */
const listedTopLevel = (contentId: number) =>
  and(
    eq(comments.contentId, contentId),
    isNull(comments.parentId),
    sql`(${comments.status} = 'ACTIVE' or exists (select 1 from comments r where r.parent_id = ${comments.id} and r.status = 'ACTIVE'))`,
  );

const countWhere = async (db: Db, condition: ReturnType<typeof listedTopLevel>) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(comments).where(condition);
  return row?.n ?? 0;
};

/** A new comment and its thread's place, prepared once (every comment and reply writes both). */
const insertPrepared = preparedOnce((db) =>
  db
    .insert(comments)
    .values({
      contentId: sql.placeholder('contentId'),
      parentId: sql.placeholder('parentId'),
      authorId: sql.placeholder('authorId'),
      content: sql.placeholder('content'),
      mentionedUserId: sql.placeholder('mentionedUserId'),
      createdAt: sql.placeholder('now'),
      modifiedAt: sql.placeholder('now'),
    })
    .returning({ id: comments.id })
    .prepare('comments_insert'),
);
const positionPrepared = preparedOnce((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(
      and(
        eq(comments.contentId, sql.placeholder('contentId')),
        isNull(comments.parentId),
        sql`(${comments.status} = 'ACTIVE' or exists (select 1 from comments r where r.parent_id = ${comments.id} and r.status = 'ACTIVE'))`,
        lte(comments.id, sql.placeholder('topLevelId')),
      ),
    )
    .prepare('comments_position'),
);

export const commentsRepository = (db: Db): CommentStore => ({
  topLevel: (contentId, { page, size }) =>
    Effect.promise(async () => {
      const total = await countWhere(db, listedTopLevel(contentId));
      const offset = (page - 1) * size;
      if (offset >= total) return { items: [], total };
      const rows = await select(db)
        .where(listedTopLevel(contentId))
        .orderBy(asc(comments.id))
        .limit(size)
        .offset(offset);
      return { items: rows.map(toComment), total };
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
  position: (contentId, topLevelId) =>
    Effect.promise(async () => {
      const [row] = await positionPrepared(db).execute({ contentId, topLevelId });
      return row?.n ?? 0;
    }),
  find: (id) =>
    Effect.promise(async () => {
      const [row] = await select(db).where(eq(comments.id, id)).limit(1);
      return row ? toComment(row) : null;
    }),
  insert: (c, now) =>
    Effect.promise(async () => {
      const [row] = await insertPrepared(db).execute({ ...c, now });
      if (!row) throw new Error('comment insert returned no row');
      return row.id;
    }),
  updateContent: (id, content, now) =>
    Effect.promise(async () => {
      await db.update(comments).set({ content, modifiedAt: now }).where(eq(comments.id, id));
    }),
  markDeleted: (id, now) =>
    Effect.promise(async () => {
      const gone = await db
        .update(comments)
        .set({ status: 'DELETED', modifiedAt: now })
        .where(and(eq(comments.id, id), eq(comments.status, 'ACTIVE')))
        .returning({ id: comments.id });
      return gone.length > 0;
    }),
  markBlinded: (id, now) =>
    Effect.promise(async () => {
      const done = await db
        .update(comments)
        .set({ blindedAt: now })
        .where(and(eq(comments.id, id), isNull(comments.blindedAt)))
        .returning({ id: comments.id });
      return done.length > 0;
    }),
  unblind: (id) =>
    Effect.promise(async () => {
      const done = await db
        .update(comments)
        .set({ blindedAt: null })
        .where(and(eq(comments.id, id), isNotNull(comments.blindedAt)))
        .returning({ id: comments.id });
      return done.length > 0;
    }),
  moveLikes: (id, by) =>
    Effect.promise(async () => {
      const [row] = await db
        .update(comments)
        .set({ likeCount: sql`greatest(${comments.likeCount} + ${by}, 0)` })
        .where(eq(comments.id, id))
        .returning({ likeCount: comments.likeCount });
      return row?.likeCount ?? 0;
    }),
});
