import { Effect } from 'effect';
import { pageOfItems } from '../../../src/domain/paging';
import type { MemberRecord, MemberStore, SuspensionRecord } from '../../ports/members.port';
import type { MemoryDb, UserRow } from './memory-db';

/** The memory table of suspensions, kept in `extra` (so snapshots and rollbacks cover it). */
type SuspensionTable = { sequence: number; rows: SuspensionRecord[] };

export const suspensionTableOf = (db: MemoryDb): SuspensionTable => {
  let table = db.tables.extra.get('suspensions') as SuspensionTable | undefined;
  if (!table) {
    table = { sequence: 0, rows: [] };
    db.tables.extra.set('suspensions', table);
  }
  return table;
};

const inForce = (s: SuspensionRecord, now: Date) =>
  s.liftedAt === null && (s.endsAt === null || s.endsAt.getTime() > now.getTime());

/** Longest-lasting first: permanent, then the latest end; ties by the newest. */
const longestFirst = (a: SuspensionRecord, b: SuspensionRecord) =>
  (b.endsAt?.getTime() ?? Number.POSITIVE_INFINITY) - (a.endsAt?.getTime() ?? Number.POSITIVE_INFINITY) ||
  b.id - a.id;

/** The member's longest-lasting suspension not lifted (ended or not), as the session facts carry it. */
export const lastingSuspensionOf = (db: MemoryDb, userId: number): SuspensionRecord | null =>
  suspensionTableOf(db)
    .rows.filter((s) => s.userId === userId && s.liftedAt === null)
    .sort(longestFirst)[0] ?? null;

/** ILIKE '%query%': case-insensitive containment. */
const contains = (value: string | null, query: string) =>
  value?.toLowerCase().includes(query.toLowerCase()) === true;

/** The MemberStore of the demo host, with the Drizzle store's answers. */
export const memoryMemberStore = (db: MemoryDb): MemberStore => {
  const recordOf = (row: UserRow, now: Date): MemberRecord => {
    const current = suspensionTableOf(db)
      .rows.filter((s) => s.userId === row.id && inForce(s, now))
      .sort(longestFirst)[0];
    return {
      id: row.id,
      nickname: row.nickname,
      email: row.email,
      role: row.role,
      createdAt: row.createdAt,
      suspension: current
        ? { reason: current.reason, until: current.endsAt, startsAt: current.startsAt }
        : null,
    };
  };
  const alive = () => [...db.tables.users.values()].filter((u) => u.deletedAt === null);
  return {
    search: (query, { page, size }, now) =>
      Effect.sync(() => {
        const found = alive()
          .filter((u) => query === null || contains(u.nickname, query) || contains(u.email, query))
          .sort((a, b) => b.id - a.id);
        const { data, pageInfo } = pageOfItems(found, page, size);
        return { items: data.map((u) => recordOf(u, now)), total: pageInfo.totalElements };
      }),
    find: (id, now) =>
      Effect.sync(() => {
        const row = db.tables.users.get(id);
        return row && row.deletedAt === null ? recordOf(row, now) : null;
      }),
    findByEmail: (email, now) =>
      Effect.sync(() => {
        const row = alive().find((u) => u.email !== null && u.email.toLowerCase() === email.toLowerCase());
        return row ? recordOf(row, now) : null;
      }),
    setRole: (id, role) =>
      Effect.sync(() => {
        const row = db.tables.users.get(id);
        if (row) db.tables.users.set(id, { ...row, role, tokenVersion: row.tokenVersion + 1 });
      }),
    suspend: (s) =>
      Effect.sync(() => {
        if (!db.tables.users.has(s.userId)) throw new Error('suspensions_user_id_users_id_fk');
        const table = suspensionTableOf(db);
        table.sequence += 1;
        const row: SuspensionRecord = { ...s, id: table.sequence, liftedAt: null };
        table.rows.push(row);
        return { ...row };
      }),
    lift: (userId, now) =>
      Effect.sync(() => {
        const table = suspensionTableOf(db);
        let lifted = 0;
        table.rows = table.rows.map((s) => {
          if (s.userId !== userId || !inForce(s, now)) return s;
          lifted += 1;
          return { ...s, liftedAt: now };
        });
        return lifted;
      }),
  };
};
