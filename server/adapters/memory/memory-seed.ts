import { type DemoData, demoContentColumns, demoRows, demoUserColumns } from '../../../content/demo';
import { newUserRow } from './memory-accounts';
import { edgeKey, type EdgeRow, type MemoryDb, type UserRow } from './memory-db';

/** The id the memory tables gave each planned row (equal to the plan on fresh tables, as on the database). */
const numbered = <T extends { readonly id: number }>(
  db: MemoryDb,
  table: 'users' | 'contents' | 'comments',
  rows: readonly T[],
) => new Map(rows.map((row) => [row.id, db.nextId(table)]));

const need = (ids: ReadonlyMap<number, number>, id: number): number => {
  const found = ids.get(id);
  if (found === undefined) throw new Error(`Demo content: no row for planned id ${id}`);
  return found;
};

/** Adds an edge once (the seed's `on conflict do nothing`). */
const link = (table: Map<string, EdgeRow>, from: number, to: number, now: Date) => {
  const key = edgeKey(from, to);
  if (!table.has(key)) table.set(key, { from, to, createdAt: now });
};

/** The denormalised counters from the rows just added, as the server seed recounts them. */
const recount = (db: MemoryDb) => {
  const { users, contents, comments, contentLikes, commentLikes, follows } = db.tables;
  for (const item of contents.values()) {
    item.likeCount = 0;
    item.commentCount = 0;
  }
  for (const comment of comments.values()) {
    comment.likeCount = 0;
    const item = contents.get(comment.contentId);
    if (item && comment.status === 'ACTIVE') item.commentCount += 1;
  }
  const bump = (
    user: UserRow | undefined,
    field: 'receivedPostLikes' | 'receivedCommentLikes' | 'followerCount' | 'followingCount',
  ) => {
    if (user) user[field] += 1;
  };
  for (const like of contentLikes.values()) {
    const item = contents.get(like.to);
    if (item) item.likeCount += 1;
    bump(item && users.get(item.authorId), 'receivedPostLikes');
  }
  for (const like of commentLikes.values()) {
    const comment = comments.get(like.to);
    if (comment) comment.likeCount += 1;
    bump(comment && users.get(comment.authorId), 'receivedCommentLikes');
  }
  for (const follow of follows.values()) {
    bump(users.get(follow.to), 'followerCount');
    bump(users.get(follow.from), 'followingCount');
  }
};

/**
 * The demo content (content/demo) in empty memory tables, with exactly the rows the server seed gives a
 * fresh database (server/adapters/db/seed: insert-demo-rows.ts, then the recount of seed-demo.ts): the
 * same ids, the plain text and summary a write derives, the recounted counters. `hashes` are the
 * accounts' password hashes in user order; the caller picks the hasher. Competitions are not seeded here.
 * Answers false, changing nothing, when there are users already.
 */
export const seedMemoryDemo = (
  db: MemoryDb,
  content: DemoData,
  hashes: readonly string[],
  now: Date,
): boolean => {
  if (db.tables.users.size > 0) return false;
  const plan = demoRows(content, now);
  const userId = numbered(db, 'users', plan.users);
  plan.users.forEach(({ id, user }, i) => {
    // The seed's transaction time stamps the profile completion on the database, the seed's `now` here.
    const row = newUserRow(
      need(userId, id),
      { ...demoUserColumns(user, now), passwordHash: hashes[i] as string },
      now,
    );
    db.tables.users.set(row.id, row);
  });

  const contentId = numbered(db, 'contents', plan.contents);
  for (const row of plan.contents) {
    const id = need(contentId, row.id);
    db.tables.contents.set(id, {
      ...demoContentColumns(row),
      id,
      authorId: need(userId, row.authorId),
      thumbnailUrl: null,
      likeCount: 0,
      commentCount: 0,
    });
  }

  // The plan lists top-level comments before replies, the order the server inserts them in.
  const commentId = numbered(db, 'comments', plan.comments);
  for (const c of plan.comments) {
    const id = need(commentId, c.id);
    db.tables.comments.set(id, {
      id,
      contentId: need(contentId, c.contentId),
      parentId: c.parentId === null ? null : need(commentId, c.parentId),
      authorId: need(userId, c.authorId),
      content: c.content,
      mentionedUserId: c.mentionedUserId === null ? null : need(userId, c.mentionedUserId),
      status: 'ACTIVE',
      blindedAt: null,
      likeCount: 0,
      createdAt: c.at,
      modifiedAt: c.at,
    });
    for (const liker of c.likedBy) link(db.tables.commentLikes, need(userId, liker), id, now);
  }
  for (const l of plan.contentLikes)
    link(db.tables.contentLikes, need(userId, l.userId), need(contentId, l.contentId), now);
  for (const f of plan.follows)
    link(db.tables.follows, need(userId, f.followerId), need(userId, f.followeeId), now);
  recount(db);
  return true;
};
