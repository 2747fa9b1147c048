import { Effect } from 'effect';
import type { ContentRef } from '../../domain/content/policy';
import { fromEffect } from '../effect-actor';
import type { CommentsApi } from './comments-api.port';
import {
  type CommentOperation,
  type CommentWriteResult,
  commentThreadMachine,
} from './comment-thread.machine';

const runComment = (
  api: CommentsApi,
  op: CommentOperation & { ref: ContentRef },
): Effect.Effect<CommentWriteResult, unknown> => {
  switch (op.kind) {
    case 'create':
      return api.create(op.ref, op.content);
    case 'reply':
      return api.reply(op.ref, op.parentId, op.content, op.mentionedUserId);
    case 'edit':
      return Effect.as(api.edit(op.ref, op.commentId, op.content), undefined);
    case 'delete':
      return Effect.as(api.remove(op.ref, op.commentId), undefined);
    case 'blind':
      return Effect.as(api.blind(op.ref, op.commentId, op.reason), undefined);
  }
};

/** The comment thread machine with its writes filled from the comments port. */
export const provideCommentThreadMachine = (ports: { commentsApi: CommentsApi; refresh: () => void }) =>
  commentThreadMachine.provide({
    actors: {
      submitComment: fromEffect((op: CommentOperation & { ref: ContentRef }) =>
        runComment(ports.commentsApi, op),
      ),
    },
    actions: { refresh: ports.refresh },
  });
