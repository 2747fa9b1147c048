import { notificationColumns } from '../new-rows';
import { and, count, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Effect } from 'effect';
import { CONTENT_KINDS, isContentKind, policyOf } from '../../../src/domain/content/policy';
import type { NotificationRecord, NotificationStore } from '../../ports/notifications.port';
import type { Db } from './client';
import { blocks, follows, notificationPreferences, notifications, users } from './schema';

const columns = {
  id: notifications.id,
  recipientId: notifications.recipientId,
  type: notifications.type,
  contentKind: notifications.contentKind,
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
  contentKind: string | null;
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
  contentKind: isContentKind(r.contentKind) ? r.contentKind : null,
  message: r.message,
  link: r.link,
  read: r.read,
  createdAt: r.createdAt.toISOString(),
  actor:
    r.actorId !== null && r.actorNickname !== null
      ? { id: r.actorId, nickname: r.actorNickname, profileImageUrl: r.actorImage }
      : null,
});

const values = notificationColumns;

/** The kinds whose notifications are judged by anonymous blocks (src/domain/blocks.ts `blockScopeOf`). */
const ANONYMOUS_KINDS = CONTENT_KINDS.filter((kind) => policyOf(kind).anonymous);

/**
 * A notification its recipient may still see: none whose actor the recipient has blocked since (issue
 * 22), by the scope of what it is about, as `isBlockedAuthor` judges (an anonymous block hides the
 * notifications about anonymous content only, a named one all the others). New ones are not stored at
 * all; this hides those that were there before the block.
 */
const notBlocked = (): SQL => {
  const scope =
    ANONYMOUS_KINDS.length === 0
      ? sql`'named'`
      : sql`case when ${notifications.contentKind} in (${sql.join(
          ANONYMOUS_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )}) then 'anonymous' else 'named' end`;
  return sql`not exists (select 1 from ${blocks} b where b.blocker_id = ${notifications.recipientId} and b.blocked_id = ${notifications.actorId} and b.scope = ${scope})`;
};

/** `column = value`, or `column is null` for a null value (the key's absent actor or target). */
const same = (column: PgColumn, value: string | number | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

export const notificationsRepository = (db: Db): NotificationStore => {
  const withActor = () =>
    db
      .select(columns)
      .from(notifications)
      // A deleted account (회원 탈퇴) is no actor to show: no name, no picture.
      .leftJoin(users, and(eq(users.id, notifications.actorId), isNull(users.deletedAt)));
  const byIds = async (ids: readonly number[]) =>
    ids.length === 0
      ? []
      : (
          await withActor()
            .where(inArray(notifications.id, [...ids]))
            .orderBy(notifications.id)
        ).map(toRecord);
  return {
    // One statement, one round trip inside the write's transaction: the row and its actor, as `withActor`
    // reads them.
    insert: (n) =>
      Effect.promise(async () => {
        const v = values(n);
        const result = (await db.execute(sql`
          with inserted as (
            insert into notifications (recipient_id, type, actor_id, content_kind, content_id, comment_id, message, link, created_at)
            values (${n.recipientId}, ${v.type}, ${v.actorId}, ${v.contentKind}, ${v.contentId}, ${v.commentId}, ${v.message}, ${v.link}, ${v.createdAt.toISOString()}::timestamptz)
            returning id, recipient_id, type, content_kind, message, link, read, created_at, actor_id)
          select i.id, i.recipient_id as "recipientId", i.type, i.content_kind as "contentKind", i.message,
            i.link, i.read, i.created_at as "createdAt", u.id as "actorId", u.nickname as "actorNickname",
            u.profile_image_url as "actorImage"
          from inserted i left join ${users} u on u.id = i.actor_id and u.deleted_at is null`)) as unknown as {
          rows: (Omit<Row, 'createdAt'> & { createdAt: Date | string })[];
        };
        const [row] = result.rows;
        if (!row) throw new Error('inserted notification not found');
        return toRecord({ ...row, id: Number(row.id), createdAt: new Date(row.createdAt) });
      }),
    insertForFollowers: (actorId, n, category) =>
      Effect.promise(async () => {
        const v = values(n);
        const bellOff = category
          ? sql`and not exists (select 1 from ${notificationPreferences} p where p.user_id = follower_id and p.category = ${category} and p.bell = false)`
          : sql``;
        const inserted = (await db.execute(sql`
          insert into notifications (recipient_id, type, actor_id, content_kind, content_id, comment_id, message, link, created_at)
          select follower_id, ${v.type}, ${v.actorId}, ${v.contentKind}, ${v.contentId}, ${v.commentId}, ${v.message}, ${v.link}, ${v.createdAt.toISOString()}::timestamptz
          from ${follows} where followee_id = ${actorId}
            and not exists (select 1 from blocks b where b.blocker_id = follower_id and b.blocked_id = ${actorId} and b.scope = 'named')
            ${bellOff}
          order by follower_id
          returning id`)) as unknown as { rows: { id: number }[] };
        return byIds(inserted.rows.map((r) => Number(r.id)));
      }),
    page: (recipientId, { page, size }) =>
      Effect.promise(async () => {
        const [row] = await db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.recipientId, recipientId), notBlocked()));
        const total = Number(row?.n ?? 0);
        const offset = (page - 1) * size;
        if (offset >= total) return { items: [], total };
        const rows = await withActor()
          .where(and(eq(notifications.recipientId, recipientId), notBlocked()))
          .orderBy(desc(notifications.id))
          .limit(size)
          .offset(offset);
        return { items: rows.map(toRecord), total };
      }),
    after: (recipientId, afterId, limit) =>
      Effect.promise(async () =>
        (
          await withActor()
            .where(
              and(eq(notifications.recipientId, recipientId), gt(notifications.id, afterId), notBlocked()),
            )
            .orderBy(notifications.id)
            .limit(limit)
        ).map(toRecord),
      ),
    // The recipient's rows of the window only, through notifications_recipient_idx (recipient_id, id
    // desc): ids grow with created_at (each row takes the clock as it is inserted; concurrent inserts
    // can differ by milliseconds, nothing at a day's edge), so the newest row older than the window
    // bounds the walk, and a recipient with years of notifications costs what their last day costs
    // (PostgreSQL, 1M rows, a recipient with 50,000: 0.3 ms instead of 47 ms). No index, no migration.
    sentSince: (key, since) =>
      Effect.promise(async () => {
        const floor = db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.recipientId, key.recipientId), lte(notifications.createdAt, since)))
          .orderBy(desc(notifications.id))
          .limit(1);
        const rows = await db
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.recipientId, key.recipientId),
              gt(notifications.id, sql`coalesce((${floor}), 0)`),
              gt(notifications.createdAt, since),
              eq(notifications.type, key.type),
              same(notifications.actorId, key.actorId),
              same(notifications.contentKind, key.contentKind),
              same(notifications.contentId, key.contentId),
              same(notifications.commentId, key.commentId),
              key.message === null ? undefined : eq(notifications.message, key.message),
            ),
          )
          .limit(1);
        return rows.length > 0;
      }),
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
  };
};
