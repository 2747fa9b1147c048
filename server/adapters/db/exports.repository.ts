import { and, asc, desc, eq, lte, or, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import { EXPORT_STORED_STATES, type ExportStoredState } from '../../../src/domain/exports';
import type { ExportRecord, ExportStore } from '../../ports/exports.port';
import type { Db } from './client';
import { dataExports } from './schema';

type Row = typeof dataExports.$inferSelect;

const stateOf = (value: string): ExportStoredState =>
  (EXPORT_STORED_STATES as readonly string[]).includes(value) ? (value as ExportStoredState) : 'FAILED';

const toRecord = (r: Row): ExportRecord => ({
  id: r.id,
  userId: r.userId,
  state: stateOf(r.state),
  requestedAt: r.requestedAt,
  claimedAt: r.claimedAt,
  readyAt: r.readyAt,
  expiresAt: r.expiresAt,
  fileName: r.fileName,
  sizeBytes: r.sizeBytes === null ? null : Number(r.sizeBytes),
});

/** Export requests on Drizzle. */
export const exportsRepository = (db: Db): ExportStore => ({
  insert: (userId, now) =>
    Effect.promise(async () => {
      const [row] = await db.insert(dataExports).values({ userId, requestedAt: now }).returning();
      if (!row) throw new Error('data_exports insert returned nothing');
      return toRecord(row);
    }),
  latest: (userId) =>
    Effect.promise(async () => {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.id))
        .limit(1);
      return row ? toRecord(row) : null;
    }),
  byId: (id) =>
    Effect.promise(async () => {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row ? toRecord(row) : null;
    }),
  claimNext: (now, staleBefore) =>
    Effect.promise(async () => {
      // The oldest claimable row, locked and skipped by a concurrent claimer, moved in one statement.
      const claimable = db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(
          or(
            eq(dataExports.state, 'PENDING'),
            and(eq(dataExports.state, 'BUILDING'), lte(dataExports.claimedAt, staleBefore)),
          ),
        )
        .orderBy(asc(dataExports.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(dataExports)
        .set({ state: 'BUILDING', claimedAt: now })
        .where(sql`${dataExports.id} = (${claimable})`)
        .returning();
      return row ? toRecord(row) : null;
    }),
  markReady: (id, done) =>
    Effect.promise(async () => {
      const rows = await db
        .update(dataExports)
        .set({ state: 'READY', ...done })
        .where(and(eq(dataExports.id, id), eq(dataExports.state, 'BUILDING')))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    }),
  markFailed: (id) =>
    Effect.promise(async () => {
      await db.update(dataExports).set({ state: 'FAILED' }).where(eq(dataExports.id, id));
    }),
  expiredReady: (now, limit) =>
    Effect.promise(async () => {
      const rows = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.state, 'READY'), lte(dataExports.expiresAt, now)))
        .orderBy(asc(dataExports.id))
        .limit(limit);
      return rows.map(toRecord);
    }),
  markExpired: (id) =>
    Effect.promise(async () => {
      await db
        .update(dataExports)
        .set({ state: 'EXPIRED', fileName: null })
        .where(and(eq(dataExports.id, id), eq(dataExports.state, 'READY')));
    }),
});
