import { Effect } from 'effect';
import type { ExportRecord, ExportStore } from '../../ports/exports.port';
import type { MemoryDb } from './memory-db';

/** The memory table of export requests, kept in `extra` (so snapshots and rollbacks cover it). */
type ExportTable = { sequence: number; rows: Map<number, ExportRecord> };

const tableOf = (db: MemoryDb): ExportTable => {
  let table = db.tables.extra.get('dataExports') as ExportTable | undefined;
  if (!table) {
    table = { sequence: 0, rows: new Map() };
    db.tables.extra.set('dataExports', table);
  }
  return table;
};

const byIdAsc = (a: ExportRecord, b: ExportRecord) => a.id - b.id;

/** The ExportStore of the demo host on the memory database, with the Drizzle store's answers. */
export const memoryExportStore = (db: MemoryDb): ExportStore => {
  const put = (record: ExportRecord) => {
    tableOf(db).rows.set(record.id, record);
    return record;
  };
  const rows = () => [...tableOf(db).rows.values()];
  return {
    insert: (userId, now) =>
      Effect.sync(() => {
        if (!db.tables.users.has(userId)) throw new Error('data_exports_user_id_users_id_fk');
        const table = tableOf(db);
        table.sequence += 1;
        return put({
          id: table.sequence,
          userId,
          state: 'PENDING',
          requestedAt: now,
          claimedAt: null,
          readyAt: null,
          expiresAt: null,
          fileName: null,
          sizeBytes: null,
        });
      }),
    latest: (userId) =>
      Effect.sync(
        () =>
          rows()
            .filter((r) => r.userId === userId && db.tables.users.has(r.userId))
            .sort((a, b) => b.id - a.id)[0] ?? null,
      ),
    byId: (id) => Effect.sync(() => tableOf(db).rows.get(id) ?? null),
    claimNext: (now, staleBefore) =>
      Effect.sync(() => {
        const next = rows()
          .filter(
            (r) =>
              r.state === 'PENDING' ||
              (r.state === 'BUILDING' &&
                r.claimedAt !== null &&
                r.claimedAt.getTime() <= staleBefore.getTime()),
          )
          .sort(byIdAsc)[0];
        return next ? put({ ...next, state: 'BUILDING', claimedAt: now }) : null;
      }),
    markReady: (id, done) =>
      Effect.sync(() => {
        const row = tableOf(db).rows.get(id);
        if (row?.state !== 'BUILDING') return false;
        put({ ...row, state: 'READY', ...done });
        return true;
      }),
    markFailed: (id) =>
      Effect.sync(() => {
        const row = tableOf(db).rows.get(id);
        if (row) put({ ...row, state: 'FAILED' });
      }),
    expiredReady: (now, limit) =>
      Effect.sync(() =>
        rows()
          .filter(
            (r) => r.state === 'READY' && r.expiresAt !== null && r.expiresAt.getTime() <= now.getTime(),
          )
          .sort(byIdAsc)
          .slice(0, limit),
      ),
    markExpired: (id) =>
      Effect.sync(() => {
        const row = tableOf(db).rows.get(id);
        if (row?.state === 'READY') put({ ...row, state: 'EXPIRED', fileName: null });
      }),
  };
};
