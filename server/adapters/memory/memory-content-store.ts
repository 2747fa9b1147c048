import { itemFieldColumns } from '../new-rows';
import { Effect } from 'effect';
import type { ContentStore } from '../../ports/content.port';
import { byKeys, byOrder, cardOf, joined } from './memory-content-order';
import { listMemory, popularMemory } from './memory-content-reads';
import { searchMemory } from './memory-content-search';
import { type ContentRow, edgeKey, type MemoryDb } from './memory-db';
import { contentRecordOf, moveCounter } from './memory-rows';

const columns = itemFieldColumns;

/** What the database's foreign keys delete with an item: its likes, its comments and their likes. */
const dropItem = (db: MemoryDb, id: number) => {
  const { contents, contentLikes, comments, commentLikes } = db.tables;
  contents.delete(id);
  for (const [key, like] of contentLikes) if (like.to === id) contentLikes.delete(key);
  const gone = new Set<number>();
  for (const [commentId, comment] of comments)
    if (comment.contentId === id) {
      gone.add(commentId);
      comments.delete(commentId);
    }
  for (const [key, like] of commentLikes) if (gone.has(like.to)) commentLikes.delete(key);
};

/**
 * The likes the item and its comments received stop counting towards their authors (never below 0),
 * then the item goes with everything that hangs on it.
 */
const remove = (db: MemoryDb, id: number) => {
  const { users, comments } = db.tables;
  const received = new Map<number, number>();
  for (const comment of comments.values())
    if (comment.contentId === id)
      received.set(comment.authorId, (received.get(comment.authorId) ?? 0) + comment.likeCount);
  for (const [authorId, n] of received) {
    const author = users.get(authorId);
    if (author && n > 0) author.receivedCommentLikes = Math.max(author.receivedCommentLikes - n, 0);
  }
  const row = db.tables.contents.get(id);
  if (!row) return;
  dropItem(db, id);
  const author = users.get(row.authorId);
  if (author && row.likeCount > 0)
    author.receivedPostLikes = Math.max(author.receivedPostLikes - row.likeCount, 0);
};

/** Content of every kind on the memory tables, with the Drizzle store's answers (tests/ports). */
export const memoryContentStore = (db: MemoryDb): ContentStore => {
  const { contents } = db.tables;
  const ofKind = (kind: ContentRow['kind'], id: number) => {
    const row = contents.get(id);
    return row && row.kind === kind && joined(db, [row]).length > 0 ? row : null;
  };
  const rows = (keep: (row: ContentRow) => boolean) => joined(db, [...contents.values()].filter(keep));
  return {
    find: (kind, id) =>
      Effect.sync(() => {
        const row = ofKind(kind, id);
        return row ? contentRecordOf(db, row) : null;
      }),
    findSeenBy: (kind, id, userId) =>
      Effect.sync(() => {
        const row = ofKind(kind, id);
        if (!row) return null;
        const liked = userId !== null && db.tables.contentLikes.has(edgeKey(userId, id));
        return { item: cardOf(db, row), liked };
      }),
    list: (q) => Effect.sync(() => listMemory(db, q)),
    search: (q) => Effect.sync(() => searchMemory(db, q)),
    popular: (kind, since, limit, pool) => Effect.sync(() => popularMemory(db, kind, since, limit, pool)),
    byAuthor: (kind, authorId, excludeId, limit) =>
      Effect.sync(() =>
        byOrder(
          rows((r) => r.authorId === authorId && r.kind === kind && !r.isDraft && r.id !== excludeId),
          'latest',
        )
          .slice(0, limit)
          .map((row) => cardOf(db, row)),
      ),
    drafts: (kind, authorId) =>
      Effect.sync(() =>
        byKeys(
          rows((r) => r.authorId === authorId && r.kind === kind && r.isDraft),
          (r) => [r.modifiedAt.getTime(), r.id],
        )
          .slice(0, 200)
          .map((row) => cardOf(db, row)),
      ),
    insert: (kind, authorId, fields, draft, now) =>
      Effect.sync(() => {
        // As on PostgreSQL, the identity takes its value before the author's foreign key is checked.
        const id = db.nextId('contents');
        if (!db.tables.users.has(authorId)) throw new Error(`memory db: no user ${authorId}`);
        contents.set(id, {
          id,
          kind,
          authorId,
          ...columns(fields),
          isDraft: draft,
          publishedAt: draft ? null : now,
          views: 0,
          likeCount: 0,
          commentCount: 0,
          createdAt: now,
          modifiedAt: now,
        });
        return id;
      }),
    update: (id, fields, now) =>
      Effect.sync(() => {
        const row = contents.get(id);
        if (row) Object.assign(row, columns(fields), { modifiedAt: now });
      }),
    publish: (id, now, fields) =>
      Effect.sync(() => {
        const row = contents.get(id);
        if (!row?.isDraft) return false;
        Object.assign(row, fields ? columns(fields) : {}, {
          isDraft: false,
          publishedAt: now,
          modifiedAt: now,
        });
        return true;
      }),
    remove: (id) => Effect.sync(() => remove(db, id)),
    moveLikes: (id, by) => Effect.sync(() => moveCounter(contents.get(id), 'likeCount', by)),
    moveComments: (id, by) =>
      Effect.sync(() => {
        moveCounter(contents.get(id), 'commentCount', by);
      }),
  };
};
