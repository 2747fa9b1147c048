import { Effect } from 'effect';
import type { CommentsApi } from '../../application/comments/comments-api.port';
import { CONTENT_OPERATIONS } from '../../contract/content-tables';
import { type ContentKind, type ContentRef, policyOf } from '../../domain/content/policy';
import {
  blindComment,
  type CommentPlace,
  createComment,
  createReply,
  deleteComment,
  editComment,
  listComments,
} from './fake-comment-handlers';
import type { FakeServer } from './fake-server';

/** The item a comment path names (articles name it, the boards' comment paths do not). */
export const placeOf = (kind: ContentKind, params: { readonly id?: number }): CommentPlace => ({
  kind,
  contentId: params.id,
});

/** Comments of every kind on the fake store, through each kind's own operations. */
export const createFakeCommentsApi = (fake: FakeServer): CommentsApi => {
  const ops = (ref: ContentRef) => CONTENT_OPERATIONS[ref.kind];
  const at = (ref: ContentRef, commentId: number) => ({ id: ref.id, commentId });
  return {
    page: (ref, page) =>
      fake.call(
        ops(ref).comments,
        { params: { id: ref.id }, query: { page, size: policyOf(ref.kind).pageSize } },
        ({ actor, params, query }) => listComments(fake, ref.kind, actor, params.id, query),
      ),
    create: (ref, content) =>
      fake.call(ops(ref).comment, { params: { id: ref.id }, body: { content } }, ({ actor, params, body }) =>
        createComment(fake, ref.kind, actor, params.id, body.content),
      ),
    reply: (ref, parentId, content, mentionedUserId) =>
      fake.call(
        ops(ref).reply,
        { params: at(ref, parentId), body: { content, mentionedUserId } },
        ({ actor, params, body }) => createReply(fake, ref.kind, actor, params, body),
      ),
    edit: (ref, commentId, content) =>
      Effect.asVoid(
        fake.call(
          ops(ref).editComment,
          { params: at(ref, commentId), body: { content } },
          ({ actor, params, body }) =>
            editComment(fake, placeOf(ref.kind, params), actor, params.commentId, body.content),
        ),
      ),
    remove: (ref, commentId) => {
      // The free board deletes by a status change (spec section 4); the others by DELETE.
      const body = policyOf(ref.kind).comments.deleteBy === 'status' ? { status: 'DELETED' } : undefined;
      return Effect.asVoid(
        fake.call(ops(ref).removeComment, { params: at(ref, commentId), body }, ({ actor, params }) =>
          deleteComment(fake, placeOf(ref.kind, params), actor, params.commentId),
        ),
      );
    },
    blind: (ref, commentId) => {
      const op = ops(ref).blindComment;
      if (!op) return Effect.die(new Error(`${ref.kind} comments cannot be blinded`));
      return Effect.asVoid(
        fake.call(op, { params: at(ref, commentId) }, ({ actor, params }) =>
          blindComment(fake, placeOf(ref.kind, params), actor, params.commentId),
        ),
      );
    },
  };
};
