import type { AuthorFacts, ContentRecord } from '../../ports/content.port';
import type { ContentRow, MemoryDb } from './memory-db';
import { ageBandOf } from '../../../src/domain/minors';

/**
 * Moves a denormalised counter of a row by `by`, never below 0, as the Drizzle stores'
 * `greatest(<column> + by, 0)` does; answers the new value, or 0 when there is no row.
 */
export const moveCounter = <F extends string>(
  row: { [K in F]: number } | undefined,
  field: F,
  by: number,
): number => {
  if (!row) return 0;
  row[field] = Math.max(row[field] + by, 0);
  return row[field];
};

/** The author facts every card shows, read from the users table as the database joins them. */
export const authorFactsOf = (db: MemoryDb, userId: number): AuthorFacts => {
  const user = db.tables.users.get(userId);
  if (!user) throw new Error(`memory db: no user ${userId}`);
  return {
    id: user.id,
    nickname: user.nickname,
    profileImageUrl: user.profileImageUrl,
    // A child's job is shown to nobody beside their name (issue 23, src/domain/minors.ts).
    job: ageBandOf(user.birthDate, new Date()) === 'CHILD' ? null : user.job,
    role: user.role,
    receivedPostLikes: user.receivedPostLikes,
    receivedCommentLikes: user.receivedCommentLikes,
    deleted: user.deletedAt !== null,
  };
};

/** A stored item as the ports return it (a copy: callers never hold a live row). */
export const contentRecordOf = (db: MemoryDb, row: ContentRow): ContentRecord => ({
  id: row.id,
  kind: row.kind,
  authorId: row.authorId,
  title: row.title,
  content: row.content,
  contentText: row.contentText,
  contentSummary: row.contentSummary,
  thumbnailUrl: row.thumbnailUrl,
  tags: [...row.tags],
  isDraft: row.isDraft,
  views: row.views,
  likeCount: row.likeCount,
  commentCount: row.commentCount,
  createdAt: row.createdAt,
  modifiedAt: row.modifiedAt,
  publishedAt: row.publishedAt,
  author: authorFactsOf(db, row.authorId),
});
