import type { Effect } from 'effect';
import type { AuthorFacts } from './articles.port';

export type CommentRecord = {
  readonly id: number;
  readonly articleId: number;
  readonly parentId: number | null;
  readonly authorId: number;
  readonly content: string;
  readonly mentionedUserName: string | null;
  readonly deleted: boolean;
  readonly likeCount: number;
  readonly createdAt: Date;
  readonly modifiedAt: Date;
  readonly author: AuthorFacts;
};

export type NewComment = {
  readonly articleId: number;
  readonly parentId: number | null;
  readonly authorId: number;
  readonly content: string;
  readonly mentionedUserId: number | null;
};

/** Article comments. Each write is one transaction that keeps the article's comment count right. */
export interface CommentsRepository {
  /** Top-level comments, oldest first; a deleted one only while it has replies. */
  topLevel(articleId: number, limit: number, offset: number): Effect.Effect<readonly CommentRecord[]>;
  topLevelCount(articleId: number): Effect.Effect<number>;
  /** Every reply of the given top-level comments, oldest first. */
  replies(parentIds: readonly number[]): Effect.Effect<readonly CommentRecord[]>;
  /** The ids among `commentIds` that the user liked. */
  likedBy(userId: number, commentIds: readonly number[]): Effect.Effect<ReadonlySet<number>>;
  findById(id: number): Effect.Effect<CommentRecord | null>;
  userExists(id: number): Effect.Effect<boolean>;
  insert(comment: NewComment, now: Date): Effect.Effect<number>;
  updateContent(id: number, content: string, now: Date): Effect.Effect<void>;
  /** Marks it deleted; the article's comment count drops only if it was not deleted already. */
  softDelete(id: number, now: Date): Effect.Effect<void>;
  toggleLike(userId: number, commentId: number): Effect.Effect<{ liked: boolean; likeCount: number }>;
}
