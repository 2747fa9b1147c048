import { Effect } from 'effect';
import { pageOfItems } from '../../../src/domain/paging';
import { DELETED_MEMBER_NAME } from '../../../src/domain/text/profile';
import type { CommentRecord, CommentStore } from '../../ports/comments.port';
import type { CommentRow, MemoryDb } from './memory-db';
import { authorFactsOf, moveCounter } from './memory-rows';

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

/** The mentioned member's name as the database's left join reads it. */
const mentionedName = (db: MemoryDb, userId: number | null): string | null => {
  const user = userId === null ? undefined : db.tables.users.get(userId);
  if (!user) return null;
  // A mention of a deleted account names nobody, like its content (comments.repository.ts).
  return user.deletedAt !== null ? DELETED_MEMBER_NAME : user.nickname;
};

/** The record, or null where the database's inner joins (item, author) would drop the row. */
const recordOf = (db: MemoryDb, row: CommentRow): CommentRecord | null => {
  const content = db.tables.contents.get(row.contentId);
  if (!content || !db.tables.users.has(row.authorId)) return null;
  return {
    id: row.id,
    contentId: row.contentId,
    contentKind: content.kind,
    parentId: row.parentId,
    authorId: row.authorId,
    content: row.content,
    mentionedUserName: mentionedName(db, row.mentionedUserId),
    deleted: row.status === 'DELETED',
    blinded: row.blindedAt !== null,
    likeCount: row.likeCount,
    createdAt: row.createdAt,
    modifiedAt: row.modifiedAt,
    author: authorFactsOf(db, row.authorId),
  };
};

const recordsOf = (db: MemoryDb, rows: readonly CommentRow[]): CommentRecord[] =>
  rows.flatMap((row) => recordOf(db, row) ?? []);

/** The top-level comments an item lists, oldest first: the port's listing, read off the rows. */
const listedTopLevel = (db: MemoryDb, contentId: number): CommentRow[] => {
  const rows = [...db.tables.comments.values()];
  const withLiveReply = new Set(
    rows.flatMap((r) => (r.parentId !== null && r.status === 'ACTIVE' ? [r.parentId] : [])),
  );
  return rows
    .filter(
      (r) =>
        r.contentId === contentId &&
        r.parentId === null &&
        (r.status === 'ACTIVE' || withLiveReply.has(r.id)),
    )
    .sort(byId);
};

/** The foreign keys a new comment must satisfy; the database refuses the insert (a defect) otherwise. */
const checkReferences = (db: MemoryDb, c: Omit<CommentRow, 'id'>) => {
  const t = db.tables;
  const missing =
    (!t.contents.has(c.contentId) && `content ${c.contentId}`) ||
    (!t.users.has(c.authorId) && `user ${c.authorId}`) ||
    (c.parentId !== null && !t.comments.has(c.parentId) && `comment ${c.parentId}`) ||
    (c.mentionedUserId !== null && !t.users.has(c.mentionedUserId) && `user ${c.mentionedUserId}`);
  if (missing) throw new Error(`memory db: comment references a missing ${missing}`);
};

/** The CommentStore of the demo host on the memory database, with the Drizzle store's answers. */
export const memoryCommentStore = (db: MemoryDb): CommentStore => {
  const rows = db.tables.comments;
  return {
    topLevel: (contentId, { page, size }) =>
      Effect.sync(() => {
        const { data, pageInfo } = pageOfItems(listedTopLevel(db, contentId), page, size);
        return { items: recordsOf(db, data), total: pageInfo.totalElements };
      }),
    replies: (parentIds) =>
      Effect.sync(() => {
        const parents = new Set(parentIds);
        const live = [...rows.values()].filter(
          (r) => r.parentId !== null && parents.has(r.parentId) && r.status === 'ACTIVE',
        );
        return recordsOf(db, live.sort(byId));
      }),
    position: (contentId, topLevelId) =>
      Effect.sync(() => listedTopLevel(db, contentId).filter((r) => r.id <= topLevelId).length),
    find: (id) =>
      Effect.sync(() => {
        const row = rows.get(id);
        return row ? recordOf(db, row) : null;
      }),
    insert: (c, now) =>
      Effect.sync(() => {
        const row = {
          ...c,
          status: 'ACTIVE' as const,
          blindedAt: null,
          likeCount: 0,
          createdAt: now,
          modifiedAt: now,
        };
        // As on PostgreSQL, the identity takes its value before the foreign keys are checked.
        const id = db.nextId('comments');
        checkReferences(db, row);
        rows.set(id, { id, ...row });
        return id;
      }),
    updateContent: (id, content, now) =>
      Effect.sync(() => {
        const row = rows.get(id);
        if (row) Object.assign(row, { content, modifiedAt: now });
      }),
    markDeleted: (id, now) =>
      Effect.sync(() => {
        const row = rows.get(id);
        if (row?.status !== 'ACTIVE') return false;
        Object.assign(row, { status: 'DELETED', modifiedAt: now });
        return true;
      }),
    markBlinded: (id, now) =>
      Effect.sync(() => {
        const row = rows.get(id);
        if (!row || row.blindedAt !== null) return false;
        row.blindedAt = now;
        return true;
      }),
    unblind: (id) =>
      Effect.sync(() => {
        const row = rows.get(id);
        if (!row || row.blindedAt === null) return false;
        row.blindedAt = null;
        return true;
      }),
    moveLikes: (id, by) => Effect.sync(() => moveCounter(rows.get(id), 'likeCount', by)),
  };
};
