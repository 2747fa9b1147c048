import type { Effect } from 'effect';
import type { CommentCreated, CommentPage } from '../../contract/content';
import type { ContentRef } from '../../domain/content/policy';
import type { ApiError } from '../errors';

/** The comments under an item of any kind: paged by 10, with replies; write, edit, delete, blind. */
export interface CommentsApi {
  page(ref: ContentRef, page: number): Effect.Effect<CommentPage, ApiError>;
  /** Answers where the new comment is listed, so the writer can be taken to it. */
  create(ref: ContentRef, content: string): Effect.Effect<CommentCreated, ApiError>;
  reply(
    ref: ContentRef,
    parentId: number,
    content: string,
    mentionedUserId: number | null,
  ): Effect.Effect<CommentCreated, ApiError>;
  edit(ref: ContentRef, commentId: number, content: string): Effect.Effect<void, ApiError>;
  remove(ref: ContentRef, commentId: number): Effect.Effect<void, ApiError>;
  /** ADMIN, on kinds whose comments can be blinded. */
  blind(ref: ContentRef, commentId: number, reason?: string | null): Effect.Effect<void, ApiError>;
}
