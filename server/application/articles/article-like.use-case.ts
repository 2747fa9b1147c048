import { Effect } from 'effect';
import { canLike } from '../../../src/domain/content/permissions';
import type { Viewer } from '../../../src/domain/viewer';
import type { ArticleReader, ArticleWriter } from '../../ports/articles.port';
import type { Notifier } from '../../ports/notifications.port';
import { BadRequest, NotFound } from '../errors';
import { notifyWith } from '../notifications/notify.use-case';

/** The server's exact message (spec section 5); the browser shows its Korean wording. */
export const OWN_ARTICLE_LIKE = 'Cannot Like Own Article';

/** PATCH /api/article/{id}/like: toggles; never one's own article, never a draft. */
export const toggleArticleLike = (
  deps: { reader: ArticleReader; writer: ArticleWriter; notifier?: Notifier },
  actor: NonNullable<Viewer>,
  id: number,
) =>
  Effect.gen(function* () {
    const article = yield* deps.reader.findById(id);
    if (!article || article.isDraft) return yield* new NotFound({ message: 'Article Not Found' });
    if (!canLike(actor, article)) return yield* new BadRequest({ message: OWN_ARTICLE_LIKE });
    const result = yield* deps.writer.toggleLike(actor.id, id);
    if (result.liked) {
      const { authorId: recipientId, title } = article;
      yield* notifyWith(deps.notifier, {
        type: 'ARTICLE_LIKE',
        actorId: actor.id,
        recipientId,
        articleId: id,
        title,
      });
    }
    return result;
  });
