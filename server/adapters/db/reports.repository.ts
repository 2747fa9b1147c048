import { and, asc, count, countDistinct, desc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import { isPastEnd, offsetOf } from '../../../src/domain/paging';
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
  type ReportReason,
  type ReportStatus,
  type ReportTargetKind,
} from '../../../src/domain/reports';
import type { ReportRecord, ReportStore } from '../../ports/reports.port';
import type { Db } from './client';
import { contentHolds, reports, users } from './schema';

const oneOf =
  <T extends string>(values: readonly T[], fallback: T) =>
  (value: string): T =>
    (values as readonly string[]).includes(value) ? (value as T) : fallback;

const reasonOf = oneOf<ReportReason>(REPORT_REASONS, 'OTHER');
const statusOf = oneOf<ReportStatus>(REPORT_STATUSES, 'OPEN');
const kindOf = oneOf<ReportTargetKind>(REPORT_TARGET_KINDS, 'user');

type Row = typeof reports.$inferSelect;

const toRecord = (r: Row): ReportRecord => ({
  id: r.id,
  reporterId: r.reporterId,
  target: { kind: kindOf(r.targetKind), id: r.targetId },
  reason: reasonOf(r.reason),
  detail: r.detail,
  link: r.link,
  excerpt: r.excerpt,
  status: statusOf(r.status),
  createdAt: r.createdAt,
});

const openOn = (kind: string, id: number) =>
  and(eq(reports.targetKind, kind), eq(reports.targetId, id), eq(reports.status, 'OPEN'));

/** Reports and holds on Drizzle; the partial unique index `reports_open_key` keeps one OPEN report each. */
export const reportsRepository = (db: Db): ReportStore => ({
  insert: (report, now) =>
    Effect.promise(async () => {
      const [row] = await db
        .insert(reports)
        .values({
          reporterId: report.reporterId,
          targetKind: report.target.kind,
          targetId: report.target.id,
          reason: report.reason,
          detail: report.detail,
          link: report.link,
          excerpt: report.excerpt,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return row ? { id: row.id } : ('duplicate' as const);
    }),
  establishedReporters: (target, establishedBefore) =>
    Effect.promise(async () => {
      const [row] = await db
        .select({ n: countDistinct(reports.reporterId) })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(and(openOn(target.kind, target.id), lte(users.createdAt, establishedBefore)));
      return Number(row?.n ?? 0);
    }),
  leadingReason: (target) =>
    Effect.promise(async () => {
      const [row] = await db
        .select({ reason: reports.reason })
        .from(reports)
        .where(openOn(target.kind, target.id))
        .groupBy(reports.reason)
        .orderBy(desc(count()), asc(min(reports.id)))
        .limit(1);
      return row ? reasonOf(row.reason) : null;
    }),
  hold: (target, reason, now) =>
    Effect.promise(async () => {
      const done = await db
        .insert(contentHolds)
        .values({ targetKind: target.kind, targetId: target.id, reason, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: contentHolds.targetId });
      return done.length > 0;
    }),
  heldAmong: (kind, ids) =>
    Effect.promise(async () => {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(contentHolds)
        .where(and(eq(contentHolds.targetKind, kind), inArray(contentHolds.targetId, [...ids])));
      return new Map(
        rows.map((r) => [
          r.targetId,
          { target: { kind, id: r.targetId }, reason: reasonOf(r.reason), createdAt: r.createdAt },
        ]),
      );
    }),
  mine: (reporterId, page) =>
    Effect.promise(async () => {
      const where = eq(reports.reporterId, reporterId);
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reports).where(where);
      const total = Number(row?.n ?? 0);
      if (isPastEnd(page.page, page.size, total)) return { items: [], total };
      const rows = await db
        .select()
        .from(reports)
        .where(where)
        .orderBy(desc(reports.id))
        .limit(page.size)
        .offset(offsetOf(page.page, page.size));
      return { items: rows.map(toRecord), total };
    }),
});
