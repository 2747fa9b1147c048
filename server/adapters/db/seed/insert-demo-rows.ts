import { demoContentColumns, demoRows, demoUserColumns } from '../../../../content/demo';
import type { Db } from '../client';
import { commentLikes, comments, contentLikes, contents, follows, users } from '../schema';
import { searchNgrams } from '../search-ngrams';
import type { DemoContent } from './demo-content';

/** The id the database gave each planned row (equal to the plan on a fresh database). */
const idMap = (planned: readonly { id: number }[], inserted: readonly { id: number }[], what: string) => {
  if (planned.length !== inserted.length) throw new Error(`Demo content: ${what} insert count mismatch`);
  return new Map(planned.map((row, i) => [row.id, (inserted[i] as { id: number }).id]));
};

const mapped = (ids: ReadonlyMap<number, number>, id: number) => {
  const found = ids.get(id);
  if (found === undefined) throw new Error(`Demo content: no row for planned id ${id}`);
  return found;
};

/**
 * Batch inserts of every demo row, in the order of content/demo/rows.ts, with the derivations a write
 * makes (plain text, summary, search n-grams). Counters are recomputed by the caller.
 */
export const insertDemoRows = async (db: Db, content: DemoContent, hashes: readonly string[], now: Date) => {
  const plan = demoRows(content, now);
  const insertedUsers = await db
    .insert(users)
    .values(
      plan.users.map(({ user }, i) => ({ ...demoUserColumns(user, now), passwordHash: hashes[i] as string })),
    )
    .returning({ id: users.id });
  const userId = idMap(plan.users, insertedUsers, 'user');
  const user = (id: number) => mapped(userId, id);

  const contentRows = plan.contents.map((row) => {
    const columns = demoContentColumns(row);
    return {
      ...columns,
      authorId: user(row.authorId),
      searchNgrams: searchNgrams(`${columns.title}\n${columns.contentText}`),
    };
  });
  const insertedContents = contentRows.length
    ? await db.insert(contents).values(contentRows).returning({ id: contents.id })
    : [];
  const contentId = idMap(plan.contents, insertedContents, 'content');

  // Replies reference their parents, so top-level comments go in first.
  const commentId = new Map<number, number>();
  const commentRow = (c: (typeof plan.comments)[number]) => ({
    contentId: mapped(contentId, c.contentId),
    parentId: c.parentId === null ? null : mapped(commentId, c.parentId),
    authorId: user(c.authorId),
    content: c.content,
    mentionedUserId: c.mentionedUserId === null ? null : user(c.mentionedUserId),
    createdAt: c.at,
    modifiedAt: c.at,
  });
  for (const level of [
    plan.comments.filter((c) => c.parentId === null),
    plan.comments.filter((c) => c.parentId !== null),
  ]) {
    if (level.length === 0) continue;
    const inserted = await db.insert(comments).values(level.map(commentRow)).returning({ id: comments.id });
    for (const [planned, actual] of idMap(level, inserted, 'comment')) commentId.set(planned, actual);
  }
  const commentLikeRows = plan.comments.flatMap((c) =>
    c.likedBy.map((liker) => ({ userId: user(liker), commentId: mapped(commentId, c.id) })),
  );
  if (commentLikeRows.length) await db.insert(commentLikes).values(commentLikeRows).onConflictDoNothing();

  const likeRows = plan.contentLikes.map((l) => ({
    userId: user(l.userId),
    contentId: mapped(contentId, l.contentId),
  }));
  if (likeRows.length) await db.insert(contentLikes).values(likeRows).onConflictDoNothing();

  const followRows = plan.follows.map((f) => ({
    followerId: user(f.followerId),
    followeeId: user(f.followeeId),
  }));
  if (followRows.length) await db.insert(follows).values(followRows).onConflictDoNothing();
};
