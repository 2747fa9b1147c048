import { and, asc, count, countDistinct, desc, eq, inArray, lte, max, min, ne, or, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import {
  HOLD_SOURCES,
  type HoldSource,
  MODERATION_DECISIONS,
  type ModerationDecision,
} from '../../../src/domain/moderation';
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
import { contentHolds, moderationDecisions, reports, users } from './schema';

const oneOf =
  <T extends string>(values: readonly T[], fallback: T) =>
  (value: string): T =>
    (values as readonly string[]).includes(value) ? (value as T) : fallback;

const reasonOf = oneOf<ReportReason>(REPORT_REASONS, 'OTHER');
const statusOf = oneOf<ReportStatus>(REPORT_STATUSES, 'OPEN');
const kindOf = oneOf<ReportTargetKind>(REPORT_TARGET_KINDS, 'user');
const sourceOf = oneOf<HoldSource>(HOLD_SOURCES, 'REPORT');
const decisionOf = (value: string | null): ModerationDecision | null =>
  value === null ? null : oneOf<ModerationDecision>(MODERATION_DECISIONS, 'DISMISS')(value);

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
  ownerId: r.ownerId,
  decision: decisionOf(r.decision),
});

const inView = (view: 'open' | 'closed') =>
  view === 'open' ? eq(reports.status, 'OPEN') : ne(reports.status, 'OPEN');

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
          ownerId: report.ownerId,
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
          {
            target: { kind, id: r.targetId },
            reason: reasonOf(r.reason),
            createdAt: r.createdAt,
            source: sourceOf(r.source),
            note: r.note,
          },
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
  setHold: (target, hold, now) =>
    Effect.promise(async () => {
      await db
        .insert(contentHolds)
        .values({ targetKind: target.kind, targetId: target.id, ...hold, createdAt: now })
        .onConflictDoUpdate({
          target: [contentHolds.targetKind, contentHolds.targetId],
          set: { reason: hold.reason, source: hold.source, note: hold.note, createdAt: now },
        });
    }),
  release: (target) =>
    Effect.promise(async () => {
      const gone = await db
        .delete(contentHolds)
        .where(and(eq(contentHolds.targetKind, target.kind), eq(contentHolds.targetId, target.id)))
        .returning({ id: contentHolds.targetId });
      return gone.length > 0;
    }),
  queue: (view, page) =>
    Effect.promise(async () => {
      const where = inView(view);
      const [row] = await db
        .select({ n: sql<number>`count(distinct (${reports.targetKind}, ${reports.targetId}))::int` })
        .from(reports)
        .where(where);
      const total = Number(row?.n ?? 0);
      if (isPastEnd(page.page, page.size, total)) return { items: [], total };
      const latest = max(reports.id);
      const rows = await db
        .select({ kind: reports.targetKind, id: reports.targetId, n: count(), latest })
        .from(reports)
        .where(where)
        .groupBy(reports.targetKind, reports.targetId)
        .orderBy(desc(latest))
        .limit(page.size)
        .offset(offsetOf(page.page, page.size));
      return {
        items: rows.map((r) => ({
          target: { kind: kindOf(r.kind), id: r.id },
          count: Number(r.n),
          latestId: Number(r.latest ?? 0),
        })),
        total,
      };
    }),
  onTargets: (view, targets) =>
    Effect.promise(async () => {
      if (targets.length === 0) return [];
      const rows = await db
        .select()
        .from(reports)
        .where(
          and(
            inView(view),
            or(...targets.map((t) => and(eq(reports.targetKind, t.kind), eq(reports.targetId, t.id)))),
          ),
        )
        .orderBy(asc(reports.id));
      return rows.map(toRecord);
    }),
  close: (target, status, decision, now) =>
    Effect.promise(async () => {
      const rows = await db
        .update(reports)
        .set({ status, decision, resolvedAt: now })
        .where(openOn(target.kind, target.id))
        .returning({ reporterId: reports.reporterId });
      return [...new Set(rows.map((r) => r.reporterId))];
    }),
  recordDecision: (d, now) =>
    Effect.promise(async () => {
      await db.insert(moderationDecisions).values({
        ownerId: d.ownerId,
        targetKind: d.target.kind,
        targetId: d.target.id,
        decision: d.decision,
        note: d.note,
        actorId: d.actorId,
        createdAt: now,
      });
    }),
  history: (ownerIds) =>
    Effect.promise(async () => {
      const found = new Map<number, { reports: number; hidden: number; warned: number }>();
      if (ownerIds.length === 0) return found;
      const ids = [...new Set(ownerIds)];
      const reported = await db
        .select({ owner: reports.ownerId, n: count() })
        .from(reports)
        .where(inArray(reports.ownerId, ids))
        .groupBy(reports.ownerId);
      const decided = await db
        .select({ owner: moderationDecisions.ownerId, decision: moderationDecisions.decision, n: count() })
        .from(moderationDecisions)
        .where(inArray(moderationDecisions.ownerId, ids))
        .groupBy(moderationDecisions.ownerId, moderationDecisions.decision);
      const entry = (owner: number) => {
        const seen = found.get(owner) ?? { reports: 0, hidden: 0, warned: 0 };
        found.set(owner, seen);
        return seen;
      };
      for (const r of reported) if (r.owner !== null) entry(r.owner).reports = Number(r.n);
      for (const d of decided) {
        if (d.owner === null) continue;
        if (d.decision === 'HIDE') entry(d.owner).hidden += Number(d.n);
        if (d.decision === 'WARN') entry(d.owner).warned += Number(d.n);
      }
      return found;
    }),
});
