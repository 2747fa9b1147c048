import { Effect } from 'effect';
import { pageOfItems } from '../../../src/domain/paging';
import type {
  ConsultationPartyRecord,
  ConsultationRecord,
  ConsultationStore,
} from '../../ports/consultations.port';
import { memoryBlockStore } from './memory-blocks-store';
import type { ConsultationRow, MemoryDb } from './memory-db';

const partyOf = (db: MemoryDb, userId: number): ConsultationPartyRecord | null => {
  const user = db.tables.users.get(userId);
  return user
    ? {
        id: user.id,
        nickname: user.nickname,
        profileImageUrl: user.profileImageUrl,
        deleted: user.deletedAt !== null,
      }
    : null;
};

/** The record, or null where the database's inner joins (sender, recipient) would drop the row. */
const recordOf = (db: MemoryDb, row: ConsultationRow): ConsultationRecord | null => {
  const sender = partyOf(db, row.senderId);
  const recipient = partyOf(db, row.recipientId);
  if (!sender || !recipient) return null;
  return {
    id: row.id,
    senderId: row.senderId,
    recipientId: row.recipientId,
    type: row.type,
    message: row.message,
    status: row.status,
    answer: row.answer,
    createdAt: row.createdAt,
    answeredAt: row.answeredAt,
    sender,
    recipient,
  };
};

/** The ConsultationStore of the demo host on the memory database, with the Drizzle store's answers. */
export const memoryConsultationStore = (db: MemoryDb): ConsultationStore => {
  const rows = db.tables.consultations;
  const blocks = memoryBlockStore(db);
  return {
    find: (id) =>
      Effect.sync(() => {
        const row = rows.get(id);
        return row ? recordOf(db, row) : null;
      }),
    page: (userId, box, { page, size }) =>
      Effect.sync(() => {
        // As on the database: a request received from a member the recipient blocked since is hidden.
        const blocked = box === 'received' ? Effect.runSync(blocks.blockedBy(userId)).named : new Set();
        const boxed = [...rows.values()]
          .filter((r) => (box === 'received' ? r.recipientId : r.senderId) === userId)
          .filter((r) => !blocked.has(r.senderId))
          .sort((a, b) => b.id - a.id);
        const { data, pageInfo } = pageOfItems(boxed, page, size);
        return { items: data.flatMap((r) => recordOf(db, r) ?? []), total: pageInfo.totalElements };
      }),
    close: (id, outcome, now) =>
      Effect.sync(() => {
        const row = rows.get(id);
        // Conditional like the Drizzle statement: only a REQUESTED one closes, once.
        if (row?.status !== 'REQUESTED') return false;
        Object.assign(row, { status: outcome.status, answer: outcome.answer, answeredAt: now });
        return true;
      }),
  };
};
