import { Effect } from 'effect';
import { pageOfItems } from '../../../src/domain/paging';
import type { AuditEntry, AuditLog } from '../../ports/audit.port';
import type { MemoryDb } from './memory-db';

/** The memory audit log, kept in `extra` (so snapshots and rollbacks cover it). */
type AuditTable = { sequence: number; entries: AuditEntry[] };

const tableOf = (db: MemoryDb): AuditTable => {
  let table = db.tables.extra.get('audit') as AuditTable | undefined;
  if (!table) {
    table = { sequence: 0, entries: [] };
    db.tables.extra.set('audit', table);
  }
  return table;
};

/** JSON in, JSON out, as the jsonb column stores it: no Dates, no undefined, no shared objects. */
const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/** The AuditLog of the demo host, with the Drizzle store's answers: entries are added and read, never changed. */
export const memoryAuditLog = (db: MemoryDb): AuditLog => ({
  append: (entry, now) =>
    Effect.sync(() => {
      const table = tableOf(db);
      table.sequence += 1;
      table.entries.push({
        id: table.sequence,
        actorId: entry.actorId,
        action: entry.action,
        targetKind: entry.targetKind,
        targetId: entry.targetId,
        reason: entry.reason,
        before: asJson(entry.before),
        after: asJson(entry.after),
        createdAt: new Date(now.getTime()),
      });
    }),
  list: (filter, { page, size }) =>
    Effect.sync(() => {
      const found = tableOf(db)
        .entries.filter(
          (e) =>
            (filter.action === undefined || e.action === filter.action) &&
            (filter.actorId === undefined || e.actorId === filter.actorId) &&
            (filter.targetKind === undefined || e.targetKind === filter.targetKind) &&
            (filter.targetId === undefined || e.targetId === filter.targetId),
        )
        .sort((a, b) => b.id - a.id)
        .map((e) => structuredClone(e));
      const { data, pageInfo } = pageOfItems(found, page, size);
      return { items: data, total: pageInfo.totalElements };
    }),
});
