import { Effect } from 'effect';
import { canLike } from '../../../src/domain/reactions';
import type { Viewer } from '../../../src/domain/viewer';
import type { CommentsRepository } from '../../ports/comments.port';
import { BadRequest, NotFound } from '../errors';

/** The server's exact message (spec section 5); the browser shows its Korean wording. */
export const OWN_COMMENT_LIKE = 'Cannot Like Own Comment';

/** PATCH /api/comment/{id}/like: toggles; never one's own comment, never a deleted one. */
export const toggleCommentLike = (comments: CommentsRepository, actor: NonNullable<Viewer>, id: number) =>
  Effect.gen(function* () {
    const comment = yield* comments.findById(id);
    if (!comment || comment.deleted) return yield* new NotFound({ message: 'Comment Not Found' });
    if (!canLike(actor.id, comment.authorId)) return yield* new BadRequest({ message: OWN_COMMENT_LIKE });
    return yield* comments.toggleLike(actor.id, id);
  });
