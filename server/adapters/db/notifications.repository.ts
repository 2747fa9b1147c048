import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import type { NotificationRecord, NotificationsRepository } from '../../ports/notifications.port';
import type { Db } from './client';
import { follows, notifications, users } from './schema';

const columns = {
  id: notifications.id,
  recipientId: notifications.recipientId,
  type: notifications.type,
  message: notifications.message,
  link: notifications.link,
  read: notifications.read,
  createdAt: notifications.createdAt,
  actorId: users.id,
  actorNickname: users.nickname,
  actorImage: users.profileImageUrl,
};

type Row = {
  id: number;
  recipientId: number;
  type: string;
  message: string;
  link: string;
  read: boolean;
  createdAt: Date;
  actorId: number | null;
  actorNickname: string | null;
  actorImage: string | null;
};

const toRecord = (r: Row): NotificationRecord => ({
  id: Number(r.id),
  recipientId: r.recipientId,
  type: r.type,
  message: r.message,
  link: r.link,
  read: r.read,
  createdAt: r.createdAt.toISOString(),
  actor:
    r.actorId !== null && r.actorNickname !== null
      ? { id: r.actorId, nickname: r.actorNickname, profileImageUrl: r.actorImage }
      : null,
});

export const notificationsRepository = (db: Db): NotificationsRepository => {
  const withActor = () =>
    db.select(columns).from(notifications).leftJoin(users, eq(users.id, notifications.actorId));
  return {
    insert: (n) =>
      Effect.promise(async () => {
        const [row] = await db
          .insert(notifications)
          .values({
            recipientId: n.recipientId,
            type: n.type,
            actorId: n.actorId,
            articleId: n.articleId,
            commentId: n.commentId,
            message: n.message,
            link: n.link,
            createdAt: n.now,
          })
          .returning({ id: notifications.id });
        const [stored] = await withActor().where(eq(notifications.id, Number(row?.id)));
        if (!stored) throw new Error('inserted notification not found');
        return toRecord(stored);
      }),
    page: (recipientId, size, offset) =>
      Effect.promise(async () =>
        (
          await withActor()
            .where(eq(notifications.recipientId, recipientId))
            .orderBy(desc(notifications.id))
            .limit(size)
            .offset(offset)
        ).map(toRecord),
      ),
    count: (recipientId) =>
      Effect.promise(async () => {
        const [row] = await db
          .select({ n: count() })
          .from(notifications)
          .where(eq(notifications.recipientId, recipientId));
        return Number(row?.n ?? 0);
      }),
    after: (recipientId, afterId, limit) =>
      Effect.promise(async () =>
        (
          await withActor()
            .where(and(eq(notifications.recipientId, recipientId), gt(notifications.id, afterId)))
            .orderBy(notifications.id)
            .limit(limit)
        ).map(toRecord),
      ),
    markRead: (recipientId, id) =>
      Effect.promise(async () => {
        const rows = await db
          .update(notifications)
          .set({ read: true })
          .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
          .returning({ id: notifications.id });
        return rows.length > 0;
      }),
    markAllRead: (recipientId) =>
      Effect.promise(async () => {
        await db
          .update(notifications)
          .set({ read: true })
          .where(and(eq(notifications.recipientId, recipientId), eq(notifications.read, false)));
      }),
    nickname: (userId) =>
      Effect.promise(async () => {
        const [row] = await db.select({ n: users.nickname }).from(users).where(eq(users.id, userId));
        return row?.n ?? null;
      }),
    receivedLikes: (userId) =>
      Effect.promise(async () => {
        const [row] = await db
          .select({ postLikes: users.receivedPostLikes, commentLikes: users.receivedCommentLikes })
          .from(users)
          .where(eq(users.id, userId));
        return row ?? null;
      }),
    followerIds: (userId) =>
      Effect.promise(async () =>
        (
          await db
            .select({ id: follows.followerId })
            .from(follows)
            .where(eq(follows.followeeId, userId))
            .orderBy(sql`${follows.followerId}`)
        ).map((r) => r.id),
      ),
  };
};
