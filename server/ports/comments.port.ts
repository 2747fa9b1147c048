import type { Effect } from 'effect';
import type { ContentKind } from '../../src/domain/content/policy';
import type { AuthorFacts, PageRequest } from './content.port';

export type CommentRecord = {
  readonly id: number;
  readonly contentId: number;
  readonly contentKind: ContentKind;
  readonly parentId: number | null;
  readonly authorId: number;
  readonly content: string;
  readonly mentionedUserName: string | null;
  readonly deleted: boolean;
  readonly blinded: boolean;
  readonly likeCount: number;
  readonly createdAt: Date;
  readonly modifiedAt: Date;
  readonly author: AuthorFacts;
};

export type NewComment = {
  readonly contentId: number;
  readonly parentId: number | null;
  readonly authorId: number;
  readonly content: string;
  readonly mentionedUserId: number | null;
};

/** Comments of every kind; one statement per method (the unit of work groups them). */
export interface CommentStore {
  /** Top-level comments, oldest first; a deleted one only while it has replies. */
  topLevel(
    contentId: number,
    page: PageRequest,
  ): Effect.Effect<{ items: readonly CommentRecord[]; total: number }>;
  /** Every live reply of the given top-level comments, oldest first. */
  replies(parentIds: readonly number[]): Effect.Effect<readonly CommentRecord[]>;
  /** How many listed top-level comments come up to and including this one (its place in the list). */
  position(contentId: number, topLevelId: number): Effect.Effect<number>;
  find(id: number): Effect.Effect<CommentRecord | null>;
  insert(comment: NewComment, now: Date): Effect.Effect<number>;
  updateContent(id: number, content: string, now: Date): Effect.Effect<void>;
  /** Marks it deleted; false when it was deleted already. */
  markDeleted(id: number, now: Date): Effect.Effect<boolean>;
  /** Marks it blinded; false when it was blinded already. */
  markBlinded(id: number, now: Date): Effect.Effect<boolean>;
  /** Lifts the blind (a moderator's restore, issue 22); false when it was not blinded. */
  unblind(id: number): Effect.Effect<boolean>;
  moveLikes(id: number, by: number): Effect.Effect<number>;
}
