import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import { AUDIT_ACTIONS } from '../../../src/domain/audit';
import { isPastEnd, offsetOf } from '../../../src/domain/paging';
import type { AuditAction, AuditEntry, AuditFilter, AuditLog } from '../../ports/audit.port';
import type { Db } from './client';
import { auditLog } from './schema';

const actionOf = (value: string): AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value) ? (value as AuditAction) : 'role.change';

const toEntry = (r: typeof auditLog.$inferSelect): AuditEntry => ({
  id: r.id,
  actorId: r.actorId,
  action: actionOf(r.action),
  targetKind: r.targetKind,
  targetId: r.targetId,
  reason: r.reason,
  before: r.before ?? null,
  after: r.after ?? null,
  createdAt: r.createdAt,
});

const whereOf = (filter: AuditFilter): SQL | undefined => {
  const conditions: SQL[] = [];
  if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.targetKind !== undefined) conditions.push(eq(auditLog.targetKind, filter.targetKind));
  if (filter.targetId !== undefined) conditions.push(eq(auditLog.targetId, filter.targetId));
  return conditions.length > 0 ? and(...conditions) : undefined;
};

/** The audit log on Drizzle: inserts and reads only (the table's trigger refuses UPDATE and DELETE). */
export const auditRepository = (db: Db): AuditLog => ({
  append: (entry, now) =>
    Effect.promise(async () => {
      await db.insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        targetKind: entry.targetKind,
        targetId: entry.targetId,
        reason: entry.reason,
        before: entry.before ?? null,
        after: entry.after ?? null,
        createdAt: now,
      });
    }),
  list: (filter, page) =>
    Effect.promise(async () => {
      const where = whereOf(filter);
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
      const total = Number(row?.n ?? 0);
      if (isPastEnd(page.page, page.size, total)) return { items: [], total };
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(page.size)
        .offset(offsetOf(page.page, page.size));
      return { items: rows.map(toEntry), total };
    }),
});
