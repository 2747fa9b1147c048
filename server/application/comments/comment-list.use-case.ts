import { Effect } from 'effect';
import type { Viewer } from '../../../src/domain/viewer';
import type { ArticleReader } from '../../ports/articles.port';
import type { CommentsRepository } from '../../ports/comments.port';
import type { Notifier } from '../../ports/notifications.port';
import { canSee } from '../articles/article-view';
import { NotFound } from '../errors';
import { toComment } from './comment-view';

export type CommentDeps = {
  readonly comments: CommentsRepository;
  readonly articles: ArticleReader;
  readonly notifier?: Notifier;
};

/** GET /api/article/{id}/comments: top-level comments by page, oldest first, each with all its replies. */
export const listComments = (
  deps: CommentDeps,
  viewer: Viewer,
  articleId: number,
  page: number,
  size: number,
) =>
  Effect.gen(function* () {
    const article = yield* deps.articles.findById(articleId);
    if (!article || !canSee(viewer, article)) return yield* new NotFound({ message: 'Article Not Found' });
    const total = yield* deps.comments.topLevelCount(articleId);
    const offset = (page - 1) * size;
    const tops = offset >= total ? [] : yield* deps.comments.topLevel(articleId, size, offset);
    const replies = yield* deps.comments.replies(tops.map((t) => t.id));
    const ids = [...tops, ...replies].map((c) => c.id);
    const liked = viewer ? yield* deps.comments.likedBy(viewer.id, ids) : new Set<number>();
    const data = tops.map((top) => ({
      ...toComment(top, viewer, liked),
      replies: replies.filter((r) => r.parentId === top.id).map((r) => toComment(r, viewer, liked)),
    }));
    return { data, pageInfo: { page, totalPages: Math.ceil(total / size), totalElements: total } };
  });
