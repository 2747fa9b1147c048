import { ARTICLE_OPERATIONS as OPS } from '../../../../src/contract/articles.operations';
import { toggleCommentLike } from '../../../application/comments/comment-like.use-case';
import { type CommentDeps, listComments } from '../../../application/comments/comment-list.use-case';
import {
  createComment,
  createReply,
  deleteComment,
  editComment,
} from '../../../application/comments/comment-write.use-case';
import { articleReader } from '../../db/articles.repository';
import { commentsRepository } from '../../db/comments.repository';
import type { AppDeps } from '../deps';
import { routesOf, serve } from '../operation-routes';
import { notifierOf } from './notifier';

/** Article comments and replies (spec section 7 "Articles"). */
export const commentsRoutes = (deps: AppDeps) => {
  const d: CommentDeps = {
    comments: commentsRepository(deps.db),
    articles: articleReader(deps.db),
    notifier: notifierOf(deps),
  };
  return routesOf([
    serve(OPS.comments, ({ actor, params, query }) =>
      listComments(d, actor, params.id, query.page, query.size),
    ),
    serve(OPS.comment, ({ actor, params, body }) =>
      createComment(d, actor, params.id, body.content, deps.clock()),
    ),
    serve(OPS.editComment, ({ actor, params, body }) =>
      editComment(d, actor, params.articleId, params.id, body.content, deps.clock()),
    ),
    serve(OPS.reply, ({ actor, params, body }) => createReply(d, actor, params, body, deps.clock())),
    serve(OPS.removeComment, ({ actor, params }) =>
      deleteComment(d, actor, params.articleId, params.id, deps.clock()),
    ),
    serve(OPS.likeComment, ({ actor, params }) =>
      toggleCommentLike(d.comments, actor, params.id, d.notifier),
    ),
  ]);
};
