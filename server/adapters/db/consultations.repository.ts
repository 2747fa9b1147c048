import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Effect } from 'effect';
import { isPastEnd, offsetOf } from '../../../src/domain/paging';
import { CONSULTATION_STATUSES, type ConsultationStatus } from '../../../src/domain/profile';
import type { ConsultationRecord, ConsultationStore } from '../../ports/consultations.port';
import type { Db } from './client';
import { blocks, consultations, users } from './schema';

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

const select = (db: Db) =>
  db
    .select({
      id: consultations.id,
      senderId: consultations.senderId,
      recipientId: consultations.recipientId,
      type: consultations.type,
      message: consultations.message,
      status: consultations.status,
      answer: consultations.answer,
      createdAt: consultations.createdAt,
      answeredAt: consultations.answeredAt,
      senderNickname: sender.nickname,
      senderImage: sender.profileImageUrl,
      senderDeletedAt: sender.deletedAt,
      recipientNickname: recipient.nickname,
      recipientImage: recipient.profileImageUrl,
      recipientDeletedAt: recipient.deletedAt,
    })
    .from(consultations)
    .innerJoin(sender, eq(sender.id, consultations.senderId))
    .innerJoin(recipient, eq(recipient.id, consultations.recipientId));

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const statusOf = (status: string): ConsultationStatus =>
  (CONSULTATION_STATUSES as readonly string[]).includes(status)
    ? (status as ConsultationStatus)
    : 'REQUESTED';

const toRecord = (r: Row): ConsultationRecord => ({
  id: r.id,
  senderId: r.senderId,
  recipientId: r.recipientId,
  type: r.type,
  message: r.message,
  status: statusOf(r.status),
  answer: r.answer,
  createdAt: r.createdAt,
  answeredAt: r.answeredAt,
  sender: {
    id: r.senderId,
    nickname: r.senderNickname,
    profileImageUrl: r.senderImage,
    deleted: r.senderDeletedAt !== null,
  },
  recipient: {
    id: r.recipientId,
    nickname: r.recipientNickname,
    profileImageUrl: r.recipientImage,
    deleted: r.recipientDeletedAt !== null,
  },
});

/** Consultations after their request on Drizzle; each box reads its own index (recipient or sender, id desc). */
export const consultationsRepository = (db: Db): ConsultationStore => ({
  find: (id) =>
    Effect.promise(async () => {
      const [row] = await select(db).where(eq(consultations.id, id)).limit(1);
      return row ? toRecord(row) : null;
    }),
  page: (userId, box, page) =>
    Effect.promise(async () => {
      // A request received from a member the recipient blocked since is hidden from them (issue 22);
      // new ones are refused.
      const where =
        box === 'received'
          ? and(
              eq(consultations.recipientId, userId),
              sql`not exists (select 1 from ${blocks} b where b.blocker_id = ${consultations.recipientId} and b.blocked_id = ${consultations.senderId} and b.scope = 'named')`,
            )
          : eq(consultations.senderId, userId);
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(consultations).where(where);
      const total = Number(row?.n ?? 0);
      if (isPastEnd(page.page, page.size, total)) return { items: [], total };
      const rows = await select(db)
        .where(where)
        .orderBy(desc(consultations.id))
        .limit(page.size)
        .offset(offsetOf(page.page, page.size));
      return { items: rows.map(toRecord), total };
    }),
  close: (id, outcome, now) =>
    Effect.promise(async () => {
      const done = await db
        .update(consultations)
        .set({ status: outcome.status, answer: outcome.answer, answeredAt: now })
        .where(and(eq(consultations.id, id), eq(consultations.status, 'REQUESTED')))
        .returning({ id: consultations.id });
      return done.length > 0;
    }),
});
