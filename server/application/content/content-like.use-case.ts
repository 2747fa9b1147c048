import { Effect } from 'effect';
import { canLike } from '../../../src/domain/content/permissions';
import { type ContentKind, policyOf } from '../../../src/domain/content/policy';
import type { Viewer } from '../../../src/domain/viewer';
import { BadRequest, NotFound } from '../errors';
import type { ContentDeps } from './content-deps';

/**
 * Toggles the like on a published item: never one's own (400 with the kind's message, spec section 5).
 * The like, the item's count, the author's received likes (their level) and the notification move in
 * one transaction.
 */
export const toggleContentLike = (
  deps: ContentDeps,
  kind: ContentKind,
  actor: NonNullable<Viewer>,
  id: number,
) =>
  deps.uow.transaction((stores) =>
    Effect.gen(function* () {
      const policy = policyOf(kind);
      const item = yield* stores.contents.find(kind, id);
      if (!item || item.isDraft) return yield* new NotFound({ message: policy.notFoundMessage });
      if (!canLike(actor, item)) return yield* new BadRequest({ message: policy.ownLikeMessage });
      const { on, changed } = yield* stores.edges.toggle('contentLike', actor.id, id);
      const by = changed ? (on ? 1 : -1) : 0;
      const likeCount = yield* stores.contents.moveLikes(id, by);
      if (by !== 0) yield* stores.people.moveReceivedLikes(item.authorId, 'post', by);
      if (by > 0) {
        yield* deps.notifier.notify(stores, {
          type: 'CONTENT_LIKE',
          actorId: actor.id,
          recipientId: item.authorId,
          ref: { kind, id },
          title: item.title,
        });
      }
      return { liked: on, likeCount };
    }),
  );
