import type { Effect } from 'effect';
import type { CommentPage } from '../../contract/articles';
import type { ApiError } from '../errors';

/** The comments under an article: paged by 10, with replies; create, edit, reply, delete. */
export interface CommentsApi {
  page(articleId: number, page: number): Effect.Effect<CommentPage, ApiError>;
  create(articleId: number, content: string): Effect.Effect<void, ApiError>;
  edit(articleId: number, commentId: number, content: string): Effect.Effect<void, ApiError>;
  reply(
    articleId: number,
    parentId: number,
    content: string,
    mentionedUserId: number | null,
  ): Effect.Effect<void, ApiError>;
  remove(articleId: number, commentId: number): Effect.Effect<void, ApiError>;
}
