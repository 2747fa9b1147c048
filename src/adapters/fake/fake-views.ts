import type { SearchScope } from '../../domain/catalog';
import { authorView } from '../../domain/content/author-view';
import { seesBlindedText } from '../../domain/content/permissions';
import { type ContentPolicy, policyOf } from '../../domain/content/policy';
import { escapeHtml, highlight, highlightedPreview } from '../../domain/content/search';
import { isAuthor, type Viewer } from '../../domain/viewer';
import { commentCount, commentLikeCount, likeCount, receivedLikes, userById } from './fake-counts';
import type { FakeComment, FakeContent, FakeStore } from './fake-store';

/**
 * The wire shapes of cards, details and comments for one viewer, as the server builds them
 * (server/application/content/content-view.ts and comments/comment-view.ts): on an anonymous kind
 * nobody but an ADMIN learns who wrote an item or a comment (src/domain/content/author-view.ts); the
 * viewer's own come marked `mine`.
 */
export const authorInfo = (s: FakeStore, authorId: number, policy: ContentPolicy, viewer: Viewer) => {
  const user = userById(s, authorId);
  const received = receivedLikes(s, authorId);
  return authorView(
    {
      id: authorId,
      nickname: user?.nickname ?? '',
      profileImageUrl: user?.profileImageUrl ?? null,
      job: user?.job ?? null,
      role: user?.role ?? 'USER',
      receivedPostLikes: received.postLikes,
      receivedCommentLikes: received.commentLikes,
      // 회원 탈퇴 removes the account from the store; its content stays, by 탈퇴한 회원.
      deleted: user === undefined,
    },
    policy,
    viewer,
  );
};

export type Search = { readonly keyword: string; readonly scope: SearchScope };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const common = (s: FakeStore, c: FakeContent, viewer: Viewer) => ({
  id: c.id,
  title: c.title,
  tags: [...c.tags],
  author: authorInfo(s, c.authorId, policyOf(c.kind), viewer),
  views: c.views,
  likeCount: likeCount(s, c.id),
  commentCount: commentCount(s, c.id),
  isDraft: c.isDraft,
  createdAt: c.createdAt.toISOString(),
  modifiedAt: c.modifiedAt.toISOString(),
  publishedAt: iso(c.publishedAt),
});

const liked = (s: FakeStore, c: FakeContent, viewer: Viewer) =>
  viewer !== null && (s.contentLikes.get(c.id)?.has(viewer.id) ?? false);

const boardCard = (s: FakeStore, c: FakeContent, viewer: Viewer, search?: Search) => {
  const policy = policyOf(c.kind);
  const inTitle = search && (search.scope === 'TITLE' || search.scope === 'TITLE_CONTENT');
  const inText = search && (search.scope === 'CONTENT' || search.scope === 'TITLE_CONTENT');
  return {
    ...common(s, c, viewer),
    highlightedTitle: inTitle ? highlight(c.title, search.keyword) : escapeHtml(c.title),
    highlightedContentPreview: inText
      ? highlightedPreview(c.contentText, search.keyword)
      : escapeHtml(c.contentSummary),
    likedBoard: liked(s, c, viewer),
    mine: isAuthor(viewer, c.authorId),
    draftUrl: policy.paths.draft(c.id),
    editUrl: policy.paths.edit(c.id),
  };
};

/** A card: the article card for articles, the board card (with highlights) on the boards. */
export const toCard = (s: FakeStore, c: FakeContent, viewer: Viewer, search?: Search) =>
  c.kind === 'article'
    ? {
        ...common(s, c, viewer),
        content: c.content,
        contentSummary: c.contentSummary,
        thumbnailUrl: c.thumbnailUrl,
      }
    : boardCard(s, c, viewer, search);

export const toDetail = (s: FakeStore, c: FakeContent, viewer: Viewer) => ({
  ...common(s, c, viewer),
  content: c.content,
  liked: liked(s, c, viewer),
  mine: isAuthor(viewer, c.authorId),
  ...(c.kind === 'article' ? { thumbnailUrl: c.thumbnailUrl } : {}),
});

/** A deleted comment carries no text; a blinded one carries it to an ADMIN only. */
export const toComment = (s: FakeStore, c: FakeComment, viewer: Viewer) => {
  const content = s.contents.get(c.contentId);
  const policy = policyOf(content?.kind ?? 'article');
  const hidden = c.deleted || (c.blinded && !seesBlindedText(viewer));
  return {
    id: c.id,
    content: hidden ? '' : c.content,
    author: authorInfo(s, c.authorId, policy, viewer),
    likeCount: commentLikeCount(s, c.id),
    liked: viewer !== null && (s.commentLikes.get(c.id)?.has(viewer.id) ?? false),
    mentionedUserName: policy.anonymous ? null : (userById(s, c.mentionedUserId)?.nickname ?? null),
    createdAt: c.createdAt.toISOString(),
    modifiedAt: c.modifiedAt.toISOString(),
    parentCommentId: c.parentId,
    mine: isAuthor(viewer, c.authorId),
    deleted: c.deleted,
    blinded: c.blinded,
  };
};
