import { isAuthor, type Viewer } from '../../../src/domain/viewer';
import type { CommentRecord } from '../../ports/comments.port';
import { authorInfo } from '../articles/article-view';

/** CommentReply of the contract: a deleted comment carries no text (the browser shows the deleted text). */
export const toComment = (c: CommentRecord, viewer: Viewer, liked: ReadonlySet<number>) => ({
  id: c.id,
  content: c.deleted ? '' : c.content,
  author: authorInfo(c.author),
  likeCount: c.likeCount,
  liked: liked.has(c.id),
  mentionedUserName: c.mentionedUserName,
  createdAt: c.createdAt.toISOString(),
  modifiedAt: c.modifiedAt.toISOString(),
  parentCommentId: c.parentId,
  mine: isAuthor(viewer, c.authorId),
  deleted: c.deleted,
  // Blinding applies to board comments only (spec section 6), never to article comments.
  blinded: false,
});
