import { Effect } from 'effect';
import { canLike } from '../../../src/domain/content/permissions';
import type { Viewer } from '../../../src/domain/viewer';
import type { CommentsRepository } from '../../ports/comments.port';
import type { Notifier } from '../../ports/notifications.port';
import { BadRequest, NotFound } from '../errors';
import { notifyWith } from '../notifications/notify.use-case';

/** The server's exact message (spec section 5); the browser shows its Korean wording. */
export const OWN_COMMENT_LIKE = 'Cannot Like Own Comment';

/** PATCH /api/comment/{id}/like: toggles; never one's own comment, never a deleted one. */
export const toggleCommentLike = (
  comments: CommentsRepository,
  actor: NonNullable<Viewer>,
  id: number,
  notifier?: Notifier,
) =>
  Effect.gen(function* () {
    const comment = yield* comments.findById(id);
    if (!comment || comment.deleted) return yield* new NotFound({ message: 'Comment Not Found' });
    if (!canLike(actor, comment)) return yield* new BadRequest({ message: OWN_COMMENT_LIKE });
    const result = yield* comments.toggleLike(actor.id, id);
    if (result.liked) {
      const { articleId, authorId: recipientId } = comment;
      yield* notifyWith(notifier, {
        type: 'COMMENT_LIKE',
        actorId: actor.id,
        recipientId,
        articleId,
        commentId: id,
      });
    }
    return result;
  });
