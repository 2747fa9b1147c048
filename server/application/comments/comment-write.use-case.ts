import { Effect } from 'effect';
import { canDeleteComment, canEditComment } from '../../../src/domain/content/permissions';
import { ARTICLE_INPUT_TEXT as T } from '../../../src/domain/text/articles-server';
import type { Viewer } from '../../../src/domain/viewer';
import { BadRequest, Forbidden, NotFound } from '../errors';
import { notifyWith } from '../notifications/notify.use-case';
import type { CommentDeps } from './comment-list.use-case';

type Actor = NonNullable<Viewer>;

const articleNotFound = () => new NotFound({ message: 'Article Not Found' });
const commentNotFound = () => new NotFound({ message: 'Comment Not Found' });
const refuse = (field: string, reason: string) =>
  new BadRequest({ message: 'Bad Request', errors: [{ field, reason }] });

/** Comments go on published articles only. */
const publishedArticle = (deps: CommentDeps, articleId: number) =>
  Effect.gen(function* () {
    const article = yield* deps.articles.findById(articleId);
    if (!article || article.isDraft) return yield* articleNotFound();
    return article;
  });

/** The comment, which must belong to the article of the path. */
const commentOf = (deps: CommentDeps, articleId: number, id: number) =>
  Effect.gen(function* () {
    const comment = yield* deps.comments.findById(id);
    if (!comment || comment.articleId !== articleId) return yield* commentNotFound();
    return comment;
  });

/** POST /api/article/{id}/comment: any signed-in user; the text is stored as typed (plain text). */
export const createComment = (
  deps: CommentDeps,
  actor: Actor,
  articleId: number,
  content: string,
  now: Date,
) =>
  Effect.gen(function* () {
    const article = yield* publishedArticle(deps, articleId);
    const id = yield* deps.comments.insert(
      { articleId, parentId: null, authorId: actor.id, content, mentionedUserId: null },
      now,
    );
    const { authorId: recipientId, title } = article;
    yield* notifyWith(deps.notifier, {
      type: 'COMMENT',
      actorId: actor.id,
      recipientId,
      articleId,
      commentId: id,
      title,
    });
    return { id };
  });

/**
 * POST /api/article/{articleId}/comment/{parentId}/reply. Threads have two levels: a reply to a reply
 * joins its top-level comment. The mention is dropped when it names the writer or an unknown user.
 */
export const createReply = (
  deps: CommentDeps,
  actor: Actor,
  target: { articleId: number; parentId: number },
  body: { content: string; mentionedUserId: number | null },
  now: Date,
) =>
  Effect.gen(function* () {
    yield* publishedArticle(deps, target.articleId);
    const parent = yield* commentOf(deps, target.articleId, target.parentId);
    if (parent.deleted) return yield* refuse('parentId', T.replyParentInvalid);
    const mention = body.mentionedUserId;
    const mentionedUserId =
      mention !== null && mention !== actor.id && (yield* deps.comments.userExists(mention)) ? mention : null;
    const id = yield* deps.comments.insert(
      {
        articleId: target.articleId,
        parentId: parent.parentId ?? parent.id,
        authorId: actor.id,
        content: body.content,
        mentionedUserId,
      },
      now,
    );
    const event = { actorId: actor.id, articleId: target.articleId, commentId: id };
    yield* notifyWith(deps.notifier, { ...event, type: 'REPLY', recipientId: parent.authorId });
    if (mentionedUserId !== null && mentionedUserId !== parent.authorId)
      yield* notifyWith(deps.notifier, { ...event, type: 'MENTION', recipientId: mentionedUserId });
    return { id };
  });

/** PATCH /api/article/{articleId}/comment/{id}: the owner, while the comment is not deleted. */
export const editComment = (
  deps: CommentDeps,
  actor: Actor,
  articleId: number,
  id: number,
  content: string,
  now: Date,
) =>
  Effect.gen(function* () {
    const comment = yield* commentOf(deps, articleId, id);
    if (comment.deleted) return yield* refuse('id', T.commentDeleted);
    if (!canEditComment(actor, { authorId: comment.authorId, deleted: comment.deleted }))
      return yield* new Forbidden({});
    yield* deps.comments.updateContent(id, content, now);
    return { id };
  });

/** DELETE /api/article/{id}/comment/{commentId}: the owner; a soft delete so replies keep their place. */
export const deleteComment = (deps: CommentDeps, actor: Actor, articleId: number, id: number, now: Date) =>
  Effect.gen(function* () {
    const comment = yield* commentOf(deps, articleId, id);
    if (comment.deleted) return yield* commentNotFound();
    if (!canDeleteComment(actor, { authorId: comment.authorId, deleted: comment.deleted }))
      return yield* new Forbidden({});
    yield* deps.comments.softDelete(id, now);
  });
