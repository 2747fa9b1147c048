import { Effect } from 'effect';
import { pageOfItems } from '../../../src/domain/paging';
import type { ReportReason, ReportTarget } from '../../../src/domain/reports';
import type { QueueView } from '../../../src/domain/moderation';
import type { HoldRecord, NewDecision, ReportRecord, ReportStore } from '../../ports/reports.port';
import type { MemoryDb } from './memory-db';

/** The memory tables of reports and holds, kept in `extra` (so snapshots and rollbacks cover them). */
type ReportTables = {
  sequence: number;
  reports: Map<number, ReportRecord>;
  holds: Map<string, HoldRecord>;
  decisions: (NewDecision & { createdAt: Date })[];
};

const tablesOf = (db: MemoryDb): ReportTables => {
  let tables = db.tables.extra.get('reports') as ReportTables | undefined;
  if (!tables) {
    tables = { sequence: 0, reports: new Map(), holds: new Map(), decisions: [] };
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
  const inView = (view: QueueView) => (r: ReportRecord) =>
    view === 'open' ? r.status === 'OPEN' : r.status !== 'OPEN';
  return {
    insert: (report, now) =>
      Effect.sync(() => {
        if (!db.tables.users.has(report.reporterId)) throw new Error('reports_reporter_id_users_id_fk');
        const tables = tablesOf(db);
        // The database draws the id before the unique key refuses the row: a refused one uses it up too.
        tables.sequence += 1;
        const id = tables.sequence;
        if (openOn(report.target).some((r) => r.reporterId === report.reporterId)) return 'duplicate';
        tables.reports.set(id, { ...report, id, status: 'OPEN', createdAt: now, decision: null });
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
        holds.set(keyOf(target), {
          target: { ...target },
          reason,
          createdAt: now,
          source: 'REPORT',
          note: null,
        });
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
    setHold: (target, hold, now) =>
      Effect.sync(() => {
        tablesOf(db).holds.set(keyOf(target), { target: { ...target }, ...hold, createdAt: now });
      }),
    release: (target) => Effect.sync(() => tablesOf(db).holds.delete(keyOf(target))),
    queue: (view, { page, size }) =>
      Effect.sync(() => {
        const groups = new Map<string, { target: ReportTarget; count: number; latestId: number }>();
        for (const r of tablesOf(db).reports.values()) {
          if (!inView(view)(r)) continue;
          const seen = groups.get(keyOf(r.target));
          groups.set(keyOf(r.target), {
            target: { ...r.target },
            count: (seen?.count ?? 0) + 1,
            latestId: Math.max(seen?.latestId ?? 0, r.id),
          });
        }
        const ordered = [...groups.values()].sort((a, b) => b.latestId - a.latestId);
        const { data, pageInfo } = pageOfItems(ordered, page, size);
        return { items: data, total: pageInfo.totalElements };
      }),
    onTargets: (view, targets) =>
      Effect.sync(() =>
        [...tablesOf(db).reports.values()]
          .filter((r) => inView(view)(r) && targets.some((t) => sameTarget(t, r.target)))
          .sort((a, b) => a.id - b.id),
      ),
    close: (target, status, decision, _now) =>
      Effect.sync(() => {
        const tables = tablesOf(db);
        const reporters = new Set<number>();
        for (const r of openOn(target)) {
          tables.reports.set(r.id, { ...r, status, decision });
          reporters.add(r.reporterId);
        }
        return [...reporters];
      }),
    recordDecision: (decision, now) =>
      Effect.sync(() => {
        tablesOf(db).decisions.push({ ...decision, target: { ...decision.target }, createdAt: now });
      }),
    history: (ownerIds) =>
      Effect.sync(() => {
        const tables = tablesOf(db);
        const found = new Map<number, { reports: number; hidden: number; warned: number }>();
        const entry = (owner: number) => {
          const seen = found.get(owner) ?? { reports: 0, hidden: 0, warned: 0 };
          found.set(owner, seen);
          return seen;
        };
        const wanted = new Set(ownerIds);
        for (const r of tables.reports.values())
          if (r.ownerId !== null && wanted.has(r.ownerId)) entry(r.ownerId).reports += 1;
        for (const d of tables.decisions) {
          if (d.ownerId === null || !wanted.has(d.ownerId)) continue;
          if (d.decision === 'HIDE') entry(d.ownerId).hidden += 1;
          if (d.decision === 'WARN') entry(d.ownerId).warned += 1;
        }
        return found;
      }),
  };
};
