import { Effect } from 'effect';
import { pageOfItems } from '../../../src/domain/paging';
import type { ReportReason, ReportTarget } from '../../../src/domain/reports';
import type { HoldRecord, ReportRecord, ReportStore } from '../../ports/reports.port';
import type { MemoryDb } from './memory-db';

/** The memory tables of reports and holds, kept in `extra` (so snapshots and rollbacks cover them). */
type ReportTables = { sequence: number; reports: Map<number, ReportRecord>; holds: Map<string, HoldRecord> };

const tablesOf = (db: MemoryDb): ReportTables => {
  let tables = db.tables.extra.get('reports') as ReportTables | undefined;
  if (!tables) {
    tables = { sequence: 0, reports: new Map(), holds: new Map() };
    db.tables.extra.set('reports', tables);
  }
  return tables;
};

const keyOf = (target: ReportTarget) => `${target.kind}:${target.id}`;
const sameTarget = (a: ReportTarget, b: ReportTarget) => a.kind === b.kind && a.id === b.id;

/** The ReportStore of the demo host on the memory database, with the Drizzle store's answers. */
export const memoryReportStore = (db: MemoryDb): ReportStore => {
  // Read at each call: a rollback puts a copied table in place of the one read before.
  const openOn = (target: ReportTarget) =>
    [...tablesOf(db).reports.values()].filter((r) => r.status === 'OPEN' && sameTarget(r.target, target));
  return {
    insert: (report, now) =>
      Effect.sync(() => {
        if (!db.tables.users.has(report.reporterId)) throw new Error('reports_reporter_id_users_id_fk');
        const tables = tablesOf(db);
        // The database draws the id before the unique key refuses the row: a refused one uses it up too.
        tables.sequence += 1;
        const id = tables.sequence;
        if (openOn(report.target).some((r) => r.reporterId === report.reporterId)) return 'duplicate';
        tables.reports.set(id, { ...report, id, status: 'OPEN', createdAt: now });
        return { id };
      }),
    establishedReporters: (target, establishedBefore) =>
      Effect.sync(
        () =>
          new Set(
            openOn(target)
              .filter((r) => {
                const user = db.tables.users.get(r.reporterId);
                return user !== undefined && user.createdAt.getTime() <= establishedBefore.getTime();
              })
              .map((r) => r.reporterId),
          ).size,
      ),
    leadingReason: (target) =>
      Effect.sync(() => {
        const tally = new Map<ReportReason, { n: number; first: number }>();
        for (const r of openOn(target)) {
          const seen = tally.get(r.reason);
          tally.set(r.reason, { n: (seen?.n ?? 0) + 1, first: Math.min(seen?.first ?? r.id, r.id) });
        }
        const ranked = [...tally].sort(([, a], [, b]) => b.n - a.n || a.first - b.first);
        return ranked[0]?.[0] ?? null;
      }),
    hold: (target, reason, now) =>
      Effect.sync(() => {
        const holds = tablesOf(db).holds;
        if (holds.has(keyOf(target))) return false;
        holds.set(keyOf(target), { target: { ...target }, reason, createdAt: now });
        return true;
      }),
    heldAmong: (kind, ids) =>
      Effect.sync(() => {
        const holds = tablesOf(db).holds;
        const found = new Map<number, HoldRecord>();
        for (const id of ids) {
          const hold = holds.get(keyOf({ kind, id }));
          if (hold) found.set(id, hold);
        }
        return found;
      }),
    mine: (reporterId, { page, size }) =>
      Effect.sync(() => {
        const own = [...tablesOf(db).reports.values()]
          .filter((r) => r.reporterId === reporterId)
          .sort((a, b) => b.id - a.id);
        const { data, pageInfo } = pageOfItems(own, page, size);
        return { items: data, total: pageInfo.totalElements };
      }),
  };
};
