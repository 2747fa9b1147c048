import { Effect } from 'effect';
import type { PolicyDocument } from '../../../src/domain/policies';
import type { ConsentRecord, ConsentStore } from '../../ports/consents.port';
import type { MemoryDb } from './memory-db';

type ConsentRow = ConsentRecord & { readonly id: number; readonly userId: number };
/** Kept in `extra`, so snapshots and rollbacks cover it. */
type ConsentTable = { sequence: number; rows: ConsentRow[] };

const tableOf = (db: MemoryDb): ConsentTable => {
  let table = db.tables.extra.get('consents') as ConsentTable | undefined;
  if (!table) {
    table = { sequence: 0, rows: [] };
    db.tables.extra.set('consents', table);
  }
  return table;
};

/** The ConsentStore of the demo host on the memory database, with the Drizzle store's answers. */
export const memoryConsentStore = (db: MemoryDb): ConsentStore => {
  // An account removed from the table takes its rows with it, as the foreign key's cascade does.
  const rowsOf = (userId: number) =>
    db.tables.users.has(userId) ? tableOf(db).rows.filter((row) => row.userId === userId) : [];
  return {
    record: (userId, given, at) =>
      Effect.sync(() => {
        if (given.length > 0 && !db.tables.users.has(userId)) throw new Error('consents_user_id_users_id_fk');
        const table = tableOf(db);
        for (const { document, version } of given) {
          table.sequence += 1;
          table.rows.push({ id: table.sequence, userId, document, version, givenAt: at });
        }
      }),
    agreed: (userId) =>
      Effect.sync(() => {
        const agreed: Partial<Record<PolicyDocument, string>> = {};
        const latest = new Map<PolicyDocument, ConsentRow>();
        for (const row of rowsOf(userId)) {
          const seen = latest.get(row.document);
          const later =
            !seen ||
            row.givenAt.getTime() > seen.givenAt.getTime() ||
            (row.givenAt.getTime() === seen.givenAt.getTime() && row.id > seen.id);
          if (later) latest.set(row.document, row);
        }
        for (const [document, row] of latest) agreed[document] = row.version;
        return agreed;
      }),
    consentsOf: (userId) =>
      Effect.sync(() =>
        rowsOf(userId)
          .sort((a, b) => a.givenAt.getTime() - b.givenAt.getTime() || a.id - b.id)
          .map(({ document, version, givenAt }) => ({ document, version, givenAt })),
      ),
    purgeDeletedBefore: (deletedBefore) =>
      Effect.sync(() => {
        const table = tableOf(db);
        const past = (userId: number) => {
          const deletedAt = db.tables.users.get(userId)?.deletedAt;
          return deletedAt != null && deletedAt.getTime() < deletedBefore.getTime();
        };
        const before = table.rows.length;
        table.rows = table.rows.filter((row) => !past(row.userId));
        return before - table.rows.length;
      }),
  };
};
