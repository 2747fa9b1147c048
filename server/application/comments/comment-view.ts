import { seesBlindedText } from '../../../src/domain/content/permissions';
import { policyOf } from '../../../src/domain/content/policy';
import { isAuthor, type Viewer } from '../../../src/domain/viewer';
import type { ReportReason } from '../../../src/domain/reports';
import type { CommentRecord } from '../../ports/comments.port';
import type { BlockedAuthors } from '../../../src/domain/blocks';
import { authorInfo, blockedStateOf, heldStateOf } from '../content/content-view';

/**
 * Comment of the contract for one viewer. A deleted comment carries no text; a blinded one carries it
 * to an ADMIN only (the browser shows the replacement texts). On an anonymous kind the author is
 * anonymous and nobody is named in a mention.
 */
export const toComment = (
  c: CommentRecord,
  viewer: Viewer,
  liked: ReadonlySet<number>,
  held?: ReadonlyMap<number, ReportReason>,
  blocked?: BlockedAuthors,
) => {
  const policy = policyOf(c.contentKind);
  // A comment held by reports (issue 22) reaches its author and moderators only, marked.
  const { masked, mark } = heldStateOf(held, c.id, viewer, c.authorId);
  // A comment whose author the viewer blocked (issue 22) reaches them collapsed, marked `blocked`.
  const collapsed = blockedStateOf(blocked, c.authorId, policy.anonymous);
  const hidden = c.deleted || (c.blinded && !seesBlindedText(viewer)) || masked || collapsed.collapsed;
  return {
    id: c.id,
    content: hidden ? '' : c.content,
    author: authorInfo(c.author, policy, viewer),
    likeCount: c.likeCount,
    liked: liked.has(c.id),
    mentionedUserName: policy.anonymous ? null : c.mentionedUserName,
    createdAt: c.createdAt.toISOString(),
    modifiedAt: c.modifiedAt.toISOString(),
    parentCommentId: c.parentId,
    mine: isAuthor(viewer, c.authorId),
    deleted: c.deleted,
    blinded: c.blinded,
    ...mark,
    ...(c.deleted ? {} : collapsed.mark),
  };
};
