import type { MemoryDb } from './memory-db';

/**
 * Identity sequences of the extra tables, per database and outside its tables, so that a rollback
 * does not give ids back (PostgreSQL's sequences do not either).
 */
const sequences = new WeakMap<MemoryDb, Map<string, number>>();

export const nextExtraId = (db: MemoryDb, table: string): number => {
  let own = sequences.get(db);
  if (!own) {
    own = new Map();
    sequences.set(db, own);
  }
  const next = (own.get(table) ?? 0) + 1;
  own.set(table, next);
  return next;
};
