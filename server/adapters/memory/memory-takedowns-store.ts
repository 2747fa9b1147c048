import { Effect } from 'effect';
import { pageOfItems } from '../../../src/domain/paging';
import type { TakedownRecord, TakedownStore } from '../../ports/takedowns.port';
import type { MemoryDb } from './memory-db';

/** The memory table of 임시조치 cases, kept in `extra` (so snapshots and rollbacks cover it). */
type TakedownTable = { sequence: number; rows: Map<number, TakedownRecord> };

const tableOf = (db: MemoryDb): TakedownTable => {
  let table = db.tables.extra.get('takedowns') as TakedownTable | undefined;
  if (!table) {
    table = { sequence: 0, rows: new Map() };
    db.tables.extra.set('takedowns', table);
  }
  return table;
};

/** The TakedownStore of the demo host, with the Drizzle store's answers. */
export const memoryTakedownStore = (db: MemoryDb): TakedownStore => ({
  insert: (request, now) =>
    Effect.sync(() => {
      const table = tableOf(db);
      table.sequence += 1;
      const id = table.sequence;
      table.rows.set(id, {
        ...request,
        target: { ...request.target },
        id,
        status: 'REQUESTED',
        note: null,
        objection: null,
        dueAt: null,
        createdAt: now,
        updatedAt: now,
      });
      return { id };
    }),
  find: (id) => Effect.sync(() => tableOf(db).rows.get(id) ?? null),
  list: ({ page, size }) =>
    Effect.sync(() => {
      const all = [...tableOf(db).rows.values()].sort((a, b) => b.id - a.id);
      const { data, pageInfo } = pageOfItems(all, page, size);
      return { items: data, total: pageInfo.totalElements };
    }),
  change: (id, from, change, now) =>
    Effect.sync(() => {
      const table = tableOf(db);
      const row = table.rows.get(id);
      if (!row || !from.includes(row.status)) return null;
      const changed: TakedownRecord = {
        ...row,
        status: change.status,
        note: change.note === undefined ? row.note : change.note,
        objection: change.objection === undefined ? row.objection : change.objection,
        dueAt: change.dueAt === undefined ? row.dueAt : change.dueAt,
        updatedAt: now,
      };
      table.rows.set(id, changed);
      return changed;
    }),
});
