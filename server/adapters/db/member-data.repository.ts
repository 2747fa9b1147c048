import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Effect } from 'effect';
import { shownAuthor } from '../../../src/domain/export-authors';
import type { ExportLike, MemberData } from '../../ports/exports.port';
import type { Db } from './client';
import {
  commentLikes,
  comments,
  consultations,
  contentLikes,
  contents,
  follows,
  notifications,
  reports,
  users,
} from './schema';
import { exportContentOf, exportNotificationOf, exportProfileOf } from '../member-data-rows';

const other = alias(users, 'other');
/** Another member's nickname, null once they left (탈퇴): the archive never keeps a left member's name. */
const nicknameOf = (table: typeof other) =>
  sql<string | null>`case when ${table.deletedAt} is null then ${table.nickname} end`;

/** A member's own data for their archive, on Drizzle: one query per section, oldest first. */
export const memberDataRepository = (db: Db): MemberData => ({
  profile: (userId) =>
    Effect.promise(async () => {
      const [u] = await db.select().from(users).where(eq(users.id, userId));
      if (!u) return null;
      return exportProfileOf(u);
    }),
  contents: (userId) =>
    Effect.promise(async () => {
      const rows = await db
        .select()
        .from(contents)
        .where(eq(contents.authorId, userId))
        .orderBy(asc(contents.id));
      return rows.map(exportContentOf);
    }),
  comments: (userId) =>
    Effect.promise(async () => {
      const rows = await db
        .select({
          c: comments,
          itemKind: contents.kind,
          itemTitle: contents.title,
          mentioned: nicknameOf(other),
        })
        .from(comments)
        .innerJoin(contents, eq(contents.id, comments.contentId))
        .leftJoin(other, eq(other.id, comments.mentionedUserId))
        .where(eq(comments.authorId, userId))
        .orderBy(asc(comments.id));
      return rows.map(({ c, itemKind, itemTitle, mentioned }) => ({
        id: c.id,
        itemKind,
        itemId: c.contentId,
        itemTitle,
        parentId: c.parentId,
        text: c.content,
        status: c.status,
        blinded: c.blindedAt !== null,
        mentioned,
        likeCount: c.likeCount,
        createdAt: c.createdAt,
        modifiedAt: c.modifiedAt,
      }));
    }),
  likes: (userId) =>
    Effect.promise(async () => {
      const items = await db
        .select({
          itemKind: contents.kind,
          itemId: contents.id,
          title: contents.title,
          authorId: contents.authorId,
          author: nicknameOf(other),
          likedAt: contentLikes.createdAt,
        })
        .from(contentLikes)
        .innerJoin(contents, eq(contents.id, contentLikes.contentId))
        .innerJoin(other, eq(other.id, contents.authorId))
        .where(eq(contentLikes.userId, userId))
        .orderBy(asc(contentLikes.createdAt), asc(contents.id));
      const onComments = await db
        .select({
          commentId: comments.id,
          itemKind: contents.kind,
          itemId: contents.id,
          text: comments.content,
          status: comments.status,
          authorId: comments.authorId,
          author: nicknameOf(other),
          likedAt: commentLikes.createdAt,
        })
        .from(commentLikes)
        .innerJoin(comments, eq(comments.id, commentLikes.commentId))
        .innerJoin(contents, eq(contents.id, comments.contentId))
        .innerJoin(other, eq(other.id, comments.authorId))
        .where(eq(commentLikes.userId, userId))
        .orderBy(asc(commentLikes.createdAt), asc(comments.id));
      return [
        ...items.map(
          (r): ExportLike => ({
            on: 'content',
            itemKind: r.itemKind,
            itemId: r.itemId,
            title: r.title,
            author: shownAuthor(r.itemKind, r.authorId, userId, r.author),
            likedAt: r.likedAt,
          }),
        ),
        ...onComments.map(
          (r): ExportLike => ({
            on: 'comment',
            commentId: r.commentId,
            itemKind: r.itemKind,
            itemId: r.itemId,
            text: r.status === 'ACTIVE' ? r.text : '',
            author: shownAuthor(r.itemKind, r.authorId, userId, r.author),
            likedAt: r.likedAt,
          }),
        ),
      ];
    }),
  follows: (userId) =>
    Effect.promise(async () => {
      const following = await db
        .select({ nickname: nicknameOf(other), since: follows.createdAt })
        .from(follows)
        .innerJoin(other, eq(other.id, follows.followeeId))
        .where(eq(follows.followerId, userId))
        .orderBy(asc(follows.createdAt), asc(other.id));
      const followers = await db
        .select({ nickname: nicknameOf(other), since: follows.createdAt })
        .from(follows)
        .innerJoin(other, eq(other.id, follows.followerId))
        .where(eq(follows.followeeId, userId))
        .orderBy(asc(follows.createdAt), asc(other.id));
      return { following, followers };
    }),
  consultations: (userId) =>
    Effect.promise(async () => {
      const columns = {
        id: consultations.id,
        counterpart: nicknameOf(other),
        type: consultations.type,
        message: consultations.message,
        status: consultations.status,
        answer: consultations.answer,
        createdAt: consultations.createdAt,
        answeredAt: consultations.answeredAt,
      };
      const sent = await db
        .select(columns)
        .from(consultations)
        .innerJoin(other, eq(other.id, consultations.recipientId))
        .where(eq(consultations.senderId, userId))
        .orderBy(asc(consultations.id));
      const received = await db
        .select(columns)
        .from(consultations)
        .innerJoin(other, eq(other.id, consultations.senderId))
        .where(eq(consultations.recipientId, userId))
        .orderBy(asc(consultations.id));
      return { sent, received };
    }),
  notifications: (userId) =>
    Effect.promise(async () => {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, userId))
        .orderBy(asc(notifications.id));
      return rows.map(exportNotificationOf);
    }),
  reports: (userId) =>
    Effect.promise(async () => {
      const rows = await db
        .select({ r: reports, nickname: nicknameOf(other) })
        .from(reports)
        .leftJoin(other, sql`${reports.targetKind} = 'user' and ${other.id} = ${reports.targetId}`)
        .where(eq(reports.reporterId, userId))
        .orderBy(asc(reports.id));
      return rows.map(({ r, nickname }) => ({
        id: r.id,
        targetKind: r.targetKind,
        targetId: r.targetKind === 'user' ? null : r.targetId,
        targetNickname: r.targetKind === 'user' ? nickname : null,
        reason: r.reason,
        detail: r.detail,
        excerpt: r.excerpt,
        status: r.status,
        createdAt: r.createdAt,
      }));
    }),
});
