import { Effect } from 'effect';
import {
  canBlindComment,
  canDeleteComment,
  canEditComment,
  canLike,
} from '../../../src/domain/content/permissions';
import { acceptsReplies } from '../../../src/domain/content/comments';
import { type ContentKind, policyOf } from '../../../src/domain/content/policy';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import { CONTENT_INPUT_TEXT as T } from '../../../src/domain/text/content-input';
import type { Viewer } from '../../../src/domain/viewer';
import type { Stores } from '../../ports/unit-of-work.port';
import { BadRequest, Forbidden, NotFound } from '../errors';
import type { ContentDeps } from '../content/content-deps';

type Actor = NonNullable<Viewer>;

/** Where a comment is: the item and, for a reply, the comment it answers. */
export type CommentPlace = { readonly kind: ContentKind; readonly contentId?: number | undefined };

const commentNotFound = () => new NotFound({ message: SERVER_MESSAGES.commentNotFound });
const refuse = (field: string, reason: string) =>
  new BadRequest({ message: 'Bad Request', errors: [{ field, reason }] });

/** Comments go on published items only. */
const publishedItem = (stores: Stores, kind: ContentKind, id: number) =>
  Effect.gen(function* () {
    const item = yield* stores.contents.find(kind, id);
    if (!item || item.isDraft) return yield* new NotFound({ message: policyOf(kind).notFoundMessage });
    return item;
  });

/** The comment, which must be of the kind (and of the item, when the path names one). */
export const commentAt = (stores: Stores, place: CommentPlace, id: number) =>
  Effect.gen(function* () {
    const comment = yield* stores.comments.find(id);
    if (!comment || comment.contentKind !== place.kind) return yield* commentNotFound();
    if (place.contentId !== undefined && comment.contentId !== place.contentId)
      return yield* commentNotFound();
    return comment;
  });

/** The page of the comment list a thread is on, so the writer can be shown their comment at once. */
const pageOfThread = (stores: Stores, kind: ContentKind, contentId: number, topLevelId: number) =>
  Effect.map(stores.comments.position(contentId, topLevelId), (n) =>
    Math.max(1, Math.ceil(n / policyOf(kind).pageSize)),
  );

/** Writes a comment (plain text, as typed) on a published item; the item's author is notified. */
export const createComment = (
  deps: ContentDeps,
  kind: ContentKind,
  actor: Actor,
  contentId: number,
  content: string,
) =>
  deps.uow.transaction((stores) =>
    Effect.gen(function* () {
      const item = yield* publishedItem(stores, kind, contentId);
      const id = yield* stores.comments.insert(
        { contentId, parentId: null, authorId: actor.id, content, mentionedUserId: null },
        deps.clock(),
      );
      yield* deps.notifier.notify(stores, {
        type: 'COMMENT',
        actorId: actor.id,
        recipientId: item.authorId,
        ref: { kind, id: contentId },
        commentId: id,
        title: item.title,
      });
      const page = yield* pageOfThread(stores, kind, contentId, id);
      // Last: the counter's row lock is held until the commit, and every writer on the item waits on it.
      yield* stores.contents.moveComments(contentId, 1);
      return { id, page };
    }),
  );

/**
 * Replies to a comment. Threads have two levels: a reply to a reply joins its top-level comment. The
 * mention is dropped when it names the writer or an unknown user, and on an anonymous kind.
 */
export const createReply = (
  deps: ContentDeps,
  kind: ContentKind,
  actor: Actor,
  target: { readonly id: number; readonly commentId: number },
  body: { readonly content: string; readonly mentionedUserId: number | null },
) =>
  deps.uow.transaction((stores) =>
    Effect.gen(function* () {
      yield* publishedItem(stores, kind, target.id);
      const parent = yield* commentAt(stores, { kind, contentId: target.id }, target.commentId);
      if (!acceptsReplies(parent)) return yield* refuse('commentId', T.replyParentInvalid);
      const mention = policyOf(kind).anonymous ? null : body.mentionedUserId;
      const mentionedUserId =
        mention !== null && mention !== actor.id && (yield* stores.people.exists(mention)) ? mention : null;
      const topLevelId = parent.parentId ?? parent.id;
      const id = yield* stores.comments.insert(
        {
          contentId: target.id,
          parentId: topLevelId,
          authorId: actor.id,
          content: body.content,
          mentionedUserId,
        },
        deps.clock(),
      );
      const event = { actorId: actor.id, ref: { kind, id: target.id }, commentId: id };
      // Each message quotes the comment it is about: the parent replied to, the reply that mentions.
      yield* deps.notifier.notify(stores, {
        ...event,
        type: 'REPLY',
        recipientId: parent.authorId,
        commentText: parent.content,
      });
      if (mentionedUserId !== null && mentionedUserId !== parent.authorId)
        yield* deps.notifier.notify(stores, {
          ...event,
          type: 'MENTION',
          recipientId: mentionedUserId,
          commentText: body.content,
        });
      const page = yield* pageOfThread(stores, kind, target.id, topLevelId);
      // Last, as in createComment: the counter's row lock is held until the commit.
      yield* stores.contents.moveComments(target.id, 1);
      return { id, page };
    }),
  );

/** Edits a comment: its owner, while neither deleted nor blinded. */
export const editComment = (
  deps: ContentDeps,
  place: CommentPlace,
  actor: Actor,
  id: number,
  content: string,
) =>
  Effect.gen(function* () {
    const stores = deps.uow.read;
    const comment = yield* commentAt(stores, place, id);
    if (comment.deleted) return yield* refuse('commentId', T.commentDeleted);
    if (!canEditComment(actor, comment)) return yield* new Forbidden({});
    yield* stores.comments.updateContent(id, content, deps.clock());
    return { id };
  });

/** Deletes a comment (its owner): a soft delete, so its replies keep their place. */
export const deleteComment = (deps: ContentDeps, place: CommentPlace, actor: Actor, id: number) =>
  deps.uow.transaction((stores) =>
    Effect.gen(function* () {
      const comment = yield* commentAt(stores, place, id);
      if (comment.deleted) return yield* commentNotFound();
      if (!canDeleteComment(actor, comment)) return yield* new Forbidden({});
      if (yield* stores.comments.markDeleted(id, deps.clock()))
        yield* stores.contents.moveComments(comment.contentId, -1);
      // A moderator's or an admin's delete of someone else's comment is in the audit log (issue 22).
      if (comment.authorId !== actor.id)
        yield* stores.audit.append(
          {
            actorId: actor.id,
            action: 'content.delete',
            targetKind: 'comment',
            targetId: id,
            reason: null,
            before: { authorId: comment.authorId, contentKind: place.kind, contentId: comment.contentId },
            after: { deleted: true },
          },
          deps.clock(),
        );
    }),
  );

/** Blinds a board comment (ADMIN): everyone else sees the blinded text from then on. Repeating is harmless. */
export const blindComment = (
  deps: ContentDeps,
  place: CommentPlace,
  actor: Actor,
  id: number,
  reason: string | null = null,
) =>
  Effect.gen(function* () {
    if (!canBlindComment(actor, policyOf(place.kind))) return yield* new Forbidden({});
    const comment = yield* commentAt(deps.uow.read, place, id);
    if (comment.deleted) return yield* commentNotFound();
    // The blind and its audit entry (issue 22) commit together; a repeat changes nothing and is not recorded.
    yield* deps.uow.transaction((stores) =>
      Effect.gen(function* () {
        if (!(yield* stores.comments.markBlinded(id, deps.clock()))) return;
        yield* stores.audit.append(
          {
            actorId: actor.id,
            action: 'comment.blind',
            targetKind: 'comment',
            targetId: id,
            reason: reason?.trim() || null,
            before: { blinded: false },
            after: { blinded: true },
          },
          deps.clock(),
        );
      }),
    );
  });

/**
 * Toggles the like on a comment: never one's own (400 `Cannot Like Own Comment`), never a deleted or
 * blinded one. The like, the counts and the notification move in one transaction.
 */
export const toggleCommentLike = (deps: ContentDeps, place: CommentPlace, actor: Actor, id: number) =>
  deps.uow.transaction((stores) =>
    Effect.gen(function* () {
      const comment = yield* commentAt(stores, place, id);
      if (comment.deleted || comment.blinded) return yield* commentNotFound();
      if (!canLike(actor, comment))
        return yield* new BadRequest({ message: SERVER_MESSAGES.cannotLikeOwnComment });
      const { on, changed } = yield* stores.edges.toggle('commentLike', actor.id, id);
      const by = changed ? (on ? 1 : -1) : 0;
      const likeCount = yield* stores.comments.moveLikes(id, by);
      if (by !== 0) yield* stores.people.moveReceivedLikes(comment.authorId, 'comment', by);
      if (by > 0) {
        yield* deps.notifier.notify(stores, {
          type: 'COMMENT_LIKE',
          actorId: actor.id,
          recipientId: comment.authorId,
          ref: { kind: place.kind, id: comment.contentId },
          commentId: id,
          commentText: comment.content,
        });
      }
      return { liked: on, likeCount };
    }),
  );
