import { Effect } from 'effect';
import type { Viewer } from '../../../src/domain/viewer';
import type { ArticleReader } from '../../ports/articles.port';
import { NotFound } from '../errors';
import { canSee, toDetail } from './article-view';

/**
 * GET /api/article/{id}. A published article counts one view per viewer (`viewerKey`: the user, or a
 * hash of a visitor's address and browser) per 24 hours. A draft answers 404 to all but its author and
 * ADMIN, so its existence does not leak, and never counts views. The author's own reads (the editor
 * loads the article this way too) do not count either.
 */
export const articleDetail = (
  reader: ArticleReader,
  viewer: Viewer,
  id: number,
  viewerKey: string,
  now: Date,
) =>
  Effect.gen(function* () {
    const article = yield* reader.findById(id);
    if (!article || !canSee(viewer, article)) return yield* new NotFound({ message: 'Article Not Found' });
    const counts = !article.isDraft && viewer?.id !== article.authorId;
    const views = counts ? yield* reader.countView(id, viewerKey, now) : article.views;
    const liked = viewer ? yield* reader.isLiked(viewer.id, id) : false;
    return toDetail({ ...article, views }, viewer, liked);
  });
