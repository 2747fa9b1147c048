import { fromEffect } from '../effect-actor';
import type { CommentsApi } from './comments-api.port';
import { type CommentOperation, commentThreadMachine } from './machines/comment-thread.machine';
import { type ArticleServices, refreshAllQueries } from './provide-articles';

const runComment = (api: CommentsApi, op: CommentOperation & { articleId: number }) => {
  switch (op.kind) {
    case 'create':
      return api.create(op.articleId, op.content);
    case 'edit':
      return api.edit(op.articleId, op.commentId, op.content);
    case 'reply':
      return api.reply(op.articleId, op.parentId, op.content, op.mentionedUserId);
    case 'delete':
      return api.remove(op.articleId, op.commentId);
  }
};

/** The comment thread machine with its writes filled from the comments port. */
export const provideCommentThreadMachine = (articles: ArticleServices) =>
  commentThreadMachine.provide({
    actors: {
      submitComment: fromEffect((op: CommentOperation & { articleId: number }) =>
        runComment(articles.commentsApi, op),
      ),
    },
    actions: { refresh: refreshAllQueries(articles) },
  });
