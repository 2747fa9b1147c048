import { Hono } from 'hono';
import * as v from 'valibot';
import { CommentBody, ReplyBody } from '../../../../src/contract/articles';
import { IdParam, PagingQuery } from '../../../../src/contract/common';
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
import { requireActor } from '../auth.middleware';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { respond } from '../run';
import { validateJson, validateParam, validateQuery } from '../validate';
import { IdParams, signedIn } from './articles-area';
import { notifierOf } from './notifier';

const ArticleCommentParams = v.object({ articleId: IdParam, id: IdParam });

/** Article comments and replies (spec section 7 "Articles"). */
export const commentsRoutes = (deps: AppDeps) => {
  const d: CommentDeps = {
    comments: commentsRepository(deps.db),
    articles: articleReader(deps.db),
    notifier: notifierOf(deps),
  };
  return new Hono<AppEnv>()
    .get('/article/:id{[0-9]+}/comments', validateParam(IdParams), validateQuery(PagingQuery), (c) => {
      const { page, size } = c.req.valid('query');
      return respond(c, listComments(d, c.get('actor'), c.req.valid('param').id, page, size));
    })
    .post('/article/:id{[0-9]+}/comment', signedIn, validateParam(IdParams), validateJson(CommentBody), (c) =>
      respond(
        c,
        createComment(d, requireActor(c), c.req.valid('param').id, c.req.valid('json').content, deps.clock()),
        201,
      ),
    )
    .patch(
      '/article/:articleId{[0-9]+}/comment/:id{[0-9]+}',
      signedIn,
      validateParam(ArticleCommentParams),
      validateJson(CommentBody),
      (c) => {
        const { articleId, id } = c.req.valid('param');
        return respond(
          c,
          editComment(d, requireActor(c), articleId, id, c.req.valid('json').content, deps.clock()),
        );
      },
    )
    .post(
      '/article/:articleId{[0-9]+}/comment/:parentId{[0-9]+}/reply',
      signedIn,
      validateParam(v.object({ articleId: IdParam, parentId: IdParam })),
      validateJson(ReplyBody),
      (c) =>
        respond(
          c,
          createReply(d, requireActor(c), c.req.valid('param'), c.req.valid('json'), deps.clock()),
          201,
        ),
    )
    .delete(
      '/article/:articleId{[0-9]+}/comment/:id{[0-9]+}',
      signedIn,
      validateParam(ArticleCommentParams),
      (c) => {
        const { articleId, id } = c.req.valid('param');
        return respond(c, deleteComment(d, requireActor(c), articleId, id, deps.clock()), 204);
      },
    )
    .patch('/comment/:id{[0-9]+}/like', signedIn, validateParam(IdParams), (c) =>
      respond(c, toggleCommentLike(d.comments, requireActor(c), c.req.valid('param').id, d.notifier)),
    );
};
