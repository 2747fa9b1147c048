import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import { TAKEDOWN_STATUSES, type TakedownStatus } from '../../../src/domain/moderation';
import { isPastEnd, offsetOf } from '../../../src/domain/paging';
import { REPORT_TARGET_KINDS, type ReportTargetKind } from '../../../src/domain/reports';
import type { TakedownRecord, TakedownStore } from '../../ports/takedowns.port';
import type { Db } from './client';
import { takedowns } from './schema';

type Row = typeof takedowns.$inferSelect;

const statusOf = (value: string): TakedownStatus =>
  (TAKEDOWN_STATUSES as readonly string[]).includes(value) ? (value as TakedownStatus) : 'REQUESTED';
const kindOf = (value: string): ReportTargetKind =>
  (REPORT_TARGET_KINDS as readonly string[]).includes(value) ? (value as ReportTargetKind) : 'post';

const toRecord = (r: Row): TakedownRecord => ({
  id: r.id,
  requesterName: r.requesterName,
  requesterEmail: r.requesterEmail,
  url: r.url,
  reason: r.reason,
  target: { kind: kindOf(r.targetKind), id: r.targetId },
  ownerId: r.ownerId,
  status: statusOf(r.status),
  note: r.note,
  objection: r.objection,
  dueAt: r.dueAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** 임시조치 cases on Drizzle: a status moves on only from the status the caller read (compare and set). */
export const takedownsRepository = (db: Db): TakedownStore => ({
  insert: (request, now) =>
    Effect.promise(async () => {
      const [row] = await db
        .insert(takedowns)
        .values({
          requesterName: request.requesterName,
          requesterEmail: request.requesterEmail,
          url: request.url,
          reason: request.reason,
          targetKind: request.target.kind,
          targetId: request.target.id,
          ownerId: request.ownerId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: takedowns.id });
      if (!row) throw new Error('takedown insert returned no row');
      return { id: row.id };
    }),
  find: (id) =>
    Effect.promise(async () => {
      const [row] = await db.select().from(takedowns).where(eq(takedowns.id, id));
      return row ? toRecord(row) : null;
    }),
  list: (page) =>
    Effect.promise(async () => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(takedowns);
      const total = Number(row?.n ?? 0);
      if (isPastEnd(page.page, page.size, total)) return { items: [], total };
      const rows = await db
        .select()
        .from(takedowns)
        .orderBy(desc(takedowns.id))
        .limit(page.size)
        .offset(offsetOf(page.page, page.size));
      return { items: rows.map(toRecord), total };
    }),
  change: (id, from, change, now) =>
    Effect.promise(async () => {
      const [row] = await db
        .update(takedowns)
        .set({ ...change, updatedAt: now })
        .where(and(eq(takedowns.id, id), inArray(takedowns.status, [...from])))
        .returning();
      return row ? toRecord(row) : null;
    }),
});
