import { Effect } from 'effect';
import type { CommentsApi } from '../../application/comments/comments-api.port';
import { CONTENT_OPERATIONS } from '../../contract/content-tables';
import { type ContentRef, policyOf } from '../../domain/content/policy';
import type { HttpClient } from './http-client';

/** Comments of every kind through the kind's table (its paths differ; the calls are the same). */
export const createHttpCommentsApi = (http: HttpClient): CommentsApi => {
  const ops = (ref: ContentRef) => CONTENT_OPERATIONS[ref.kind];
  const at = (ref: ContentRef, commentId: number) => ({ id: ref.id, commentId });
  return {
    page: (ref, page) =>
      http.call(ops(ref).comments, {
        params: { id: ref.id },
        query: { page, size: policyOf(ref.kind).pageSize },
      }),
    create: (ref, content) => http.call(ops(ref).comment, { params: { id: ref.id }, body: { content } }),
    reply: (ref, parentId, content, mentionedUserId) =>
      http.call(ops(ref).reply, { params: at(ref, parentId), body: { content, mentionedUserId } }),
    edit: (ref, commentId, content) =>
      Effect.asVoid(http.call(ops(ref).editComment, { params: at(ref, commentId), body: { content } })),
    remove: (ref, commentId) => {
      const op = ops(ref).removeComment;
      // The free board deletes by a status change (spec section 4); the others by DELETE.
      const body =
        policyOf(ref.kind).comments.deleteBy === 'status' ? { status: 'DELETED' as const } : undefined;
      return Effect.asVoid(http.call(op, { params: at(ref, commentId), body } as never));
    },
    blind: (ref, commentId, reason) => {
      const op = ops(ref).blindComment;
      if (!op) return Effect.die(new Error(`${ref.kind} comments cannot be blinded`));
      return Effect.asVoid(http.call(op, { params: at(ref, commentId), body: { reason: reason ?? null } }));
    },
  };
};
