import { canBlindComment, canDeleteComment, canEditComment, canLike } from '../../domain/content/permissions';
import { type ContentKind, policyOf } from '../../domain/content/policy';
import { pageOfItems } from '../../domain/paging';
import { SERVER_MESSAGES } from '../../domain/server-messages';
import { CONTENT_INPUT_TEXT as T } from '../../domain/text/content-input';
import type { Viewer } from '../../domain/viewer';
import { visibleContent } from './fake-content-queries';
import type { WriteCtx } from './fake-content-writes';
import { commentLikeCount, userById } from './fake-counts';
import { badField, forbidden, notFound, refuse } from './fake-server';
import type { FakeComment, FakeStore } from './fake-store';
import { toComment } from './fake-views';

/**
 * Comments of every kind on the fake store, step for step those of
 * server/application/comments/*.use-case.ts and the comment repository: a soft delete (a deleted
 * comment with live replies stays listed, empty), threads of two levels, the writer's page answered.
 */
type Actor = NonNullable<Viewer>;

/** Where a comment is: its kind and, when the path names one, its item. */
export type CommentPlace = { readonly kind: ContentKind; readonly contentId?: number | undefined };

const commentNotFound = () => notFound(SERVER_MESSAGES.commentNotFound);

const publishedItem = (s: FakeStore, kind: ContentKind, id: number) => {
  const item = s.contents.get(id);
  if (!item || item.kind !== kind || item.isDraft) return notFound(policyOf(kind).notFoundMessage);
  return item;
};

const commentAt = (s: FakeStore, place: CommentPlace, id: number): FakeComment => {
  const comment = s.comments.get(id);
  const kind = comment ? s.contents.get(comment.contentId)?.kind : undefined;
  if (!comment || kind !== place.kind) return commentNotFound();
  if (place.contentId !== undefined && comment.contentId !== place.contentId) return commentNotFound();
  return comment;
};

const liveReplies = (s: FakeStore, parentId: number) =>
  [...s.comments.values()].filter((r) => r.parentId === parentId && !r.deleted).sort((x, y) => x.id - y.id);

/** Top-level comments listed: live ones, and deleted ones that still have a live reply; oldest first. */
const listedTopLevel = (s: FakeStore, contentId: number) =>
  [...s.comments.values()]
    .filter((c) => c.contentId === contentId && c.parentId === null)
    .filter((c) => !c.deleted || liveReplies(s, c.id).length > 0)
    .sort((x, y) => x.id - y.id);

export const listComments = (
  { store: s }: WriteCtx,
  kind: ContentKind,
  viewer: Viewer,
  contentId: number,
  page: { readonly page: number; readonly size: number },
) => {
  visibleContent(s, kind, viewer, contentId);
  const { data, pageInfo } = pageOfItems(listedTopLevel(s, contentId), page.page, page.size);
  return {
    data: data.map((top) => ({
      ...toComment(s, top, viewer),
      replies: liveReplies(s, top.id).map((r) => toComment(s, r, viewer)),
    })),
    pageInfo,
  };
};

/** The page a thread is on, so the writer is taken to their comment at once. */
const pageOfThread = (s: FakeStore, kind: ContentKind, contentId: number, topLevelId: number) => {
  const position = listedTopLevel(s, contentId).filter((c) => c.id <= topLevelId).length;
  return Math.max(1, Math.ceil(position / policyOf(kind).pageSize));
};

const insert = (
  ctx: WriteCtx,
  comment: Omit<FakeComment, 'id' | 'deleted' | 'blinded' | 'createdAt' | 'modifiedAt'>,
) => {
  const at = ctx.now();
  const id = ctx.store.next.comment++;
  ctx.store.comments.set(id, {
    ...comment,
    id,
    deleted: false,
    blinded: false,
    createdAt: at,
    modifiedAt: at,
  });
  return id;
};

export const createComment = (
  ctx: WriteCtx,
  kind: ContentKind,
  actor: Actor,
  contentId: number,
  content: string,
) => {
  const item = publishedItem(ctx.store, kind, contentId);
  const id = insert(ctx, { contentId, parentId: null, authorId: actor.id, content, mentionedUserId: null });
  ctx.notifier.notify({
    type: 'COMMENT',
    actorId: actor.id,
    recipientId: item.authorId,
    ref: { kind, id: contentId },
    commentId: id,
    title: item.title,
  });
  return { id, page: pageOfThread(ctx.store, kind, contentId, id) };
};

/** A reply to a reply joins its top-level comment; the mention is dropped where it cannot stand. */
export const createReply = (
  ctx: WriteCtx,
  kind: ContentKind,
  actor: Actor,
  target: { readonly id: number; readonly commentId: number },
  body: { readonly content: string; readonly mentionedUserId: number | null },
) => {
  const s = ctx.store;
  publishedItem(s, kind, target.id);
  const parent = commentAt(s, { kind, contentId: target.id }, target.commentId);
  if (parent.deleted || parent.blinded) return badField('commentId', T.replyParentInvalid);
  const mention = policyOf(kind).anonymous ? null : body.mentionedUserId;
  const mentionedUserId = mention !== null && mention !== actor.id && userById(s, mention) ? mention : null;
  const topLevelId = parent.parentId ?? parent.id;
  const id = insert(ctx, {
    contentId: target.id,
    parentId: topLevelId,
    authorId: actor.id,
    content: body.content,
    mentionedUserId,
  });
  const event = { actorId: actor.id, ref: { kind, id: target.id }, commentId: id };
  ctx.notifier.notify({ ...event, type: 'REPLY', recipientId: parent.authorId });
  if (mentionedUserId !== null && mentionedUserId !== parent.authorId)
    ctx.notifier.notify({ ...event, type: 'MENTION', recipientId: mentionedUserId });
  return { id, page: pageOfThread(s, kind, target.id, topLevelId) };
};

export const editComment = (
  ctx: WriteCtx,
  place: CommentPlace,
  actor: Actor,
  id: number,
  content: string,
) => {
  const comment = commentAt(ctx.store, place, id);
  if (comment.deleted) return badField('commentId', T.commentDeleted);
  if (!canEditComment(actor, comment)) return forbidden();
  comment.content = content;
  comment.modifiedAt = ctx.now();
  return { id };
};

/** A soft delete: the comment keeps its place while it has live replies. */
export const deleteComment = (ctx: WriteCtx, place: CommentPlace, actor: Actor, id: number) => {
  const comment = commentAt(ctx.store, place, id);
  if (comment.deleted) return commentNotFound();
  if (!canDeleteComment(actor, comment)) return forbidden();
  comment.deleted = true;
  comment.modifiedAt = ctx.now();
};

export const blindComment = (ctx: WriteCtx, place: CommentPlace, actor: Actor, id: number) => {
  if (!canBlindComment(actor, policyOf(place.kind))) return forbidden();
  const comment = commentAt(ctx.store, place, id);
  if (comment.deleted) return commentNotFound();
  comment.blinded = true;
};

export const toggleCommentLike = (ctx: WriteCtx, place: CommentPlace, actor: Actor, id: number) => {
  const s = ctx.store;
  const comment = commentAt(s, place, id);
  if (comment.deleted || comment.blinded) return commentNotFound();
  if (!canLike(actor, comment)) return refuse(400, SERVER_MESSAGES.cannotLikeOwnComment);
  const likers = s.commentLikes.get(id) ?? new Set<number>();
  s.commentLikes.set(id, likers);
  const on = !likers.has(actor.id);
  if (on) likers.add(actor.id);
  else likers.delete(actor.id);
  if (on)
    ctx.notifier.notify({
      type: 'COMMENT_LIKE',
      actorId: actor.id,
      recipientId: comment.authorId,
      ref: { kind: place.kind, id: comment.contentId },
      commentId: id,
    });
  return { liked: on, likeCount: commentLikeCount(s, id) };
};
