import type { ProfileListName } from '../../application/profile/profile-api.port';
import type { ContentKind } from '../../domain/content/policy';
import { pageInfoOf, pageOfItems } from '../../domain/paging';
import { listVisibleTo, type VisibilityList } from '../../domain/profile';
import type { Viewer } from '../../domain/viewer';
import { commentLikeCount } from './fake-counts';
import type { FakeContent, FakeStore, FakeUser } from './fake-store';
import { toCard } from './fake-views';

/*
 * The lists of a profile's tabs on the fake store, as the server's profile use cases make them:
 * published items only, newest first (liked lists by the newest like), comments without the deleted
 * and blinded ones, and for anyone but the owner an empty page with `hidden` when the owner hides it.
 */

type Source =
  | { readonly of: 'items'; readonly kind: ContentKind }
  | { readonly of: 'liked'; readonly kind: ContentKind }
  | { readonly of: 'comments'; readonly kind: ContentKind };

const SOURCES: Readonly<Record<ProfileListName, Source>> = {
  articles: { of: 'items', kind: 'article' },
  likedArticles: { of: 'liked', kind: 'article' },
  articleComments: { of: 'comments', kind: 'article' },
  posts: { of: 'items', kind: 'post' },
  likedPosts: { of: 'liked', kind: 'post' },
  postComments: { of: 'comments', kind: 'post' },
  qnaPosts: { of: 'items', kind: 'qna' },
  likedQnaPosts: { of: 'liked', kind: 'qna' },
  qnaComments: { of: 'comments', kind: 'qna' },
};

/** The setting that hides each list from others (an author's articles are always public). */
const HIDDEN_BY: Readonly<Record<ProfileListName, VisibilityList | null>> = {
  articles: null,
  likedArticles: 'liked-article',
  articleComments: 'comment',
  posts: 'board-post',
  likedPosts: 'liked-board-post',
  postComments: 'board-comment',
  qnaPosts: null,
  likedQnaPosts: null,
  qnaComments: null,
};

const published = (s: FakeStore, kind: ContentKind) =>
  [...s.contents.values()].filter((c) => c.kind === kind && !c.isDraft);

const newestFirst = (x: FakeContent, y: FakeContent) =>
  (y.publishedAt?.getTime() ?? 0) - (x.publishedAt?.getTime() ?? 0) || y.id - x.id;

const items = (s: FakeStore, source: Source, userId: number): FakeContent[] => {
  if (source.of === 'items')
    return published(s, source.kind)
      .filter((c) => c.authorId === userId)
      .sort(newestFirst);
  const order = (c: FakeContent) => s.contentLikeOrder.get(`${c.id}|${userId}`) ?? 0;
  return published(s, source.kind)
    .filter((c) => s.contentLikes.get(c.id)?.has(userId) ?? false)
    .sort((x, y) => order(y) - order(x) || y.id - x.id);
};

const comments = (s: FakeStore, kind: ContentKind, userId: number) =>
  [...s.comments.values()]
    .filter((c) => c.authorId === userId && !c.deleted && !c.blinded)
    .flatMap((c) => {
      const content = s.contents.get(c.contentId);
      return content && content.kind === kind && !content.isDraft ? [{ c, content }] : [];
    })
    // Newest first by id, as the server's (author_id, id desc) index reads them.
    .sort((x, y) => y.c.id - x.c.id)
    .map(({ c, content }) => ({
      id: c.id,
      content: c.content,
      likeCount: commentLikeCount(s, c.id),
      createdAt: c.createdAt.toISOString(),
      modifiedAt: c.modifiedAt.toISOString(),
      contentKind: kind,
      contentId: content.id,
      contentTitle: content.title,
      parentCommentId: c.parentId,
    }));

/** One page of a member's list as `viewer` sees it. */
export const profileListPage = (
  s: FakeStore,
  owner: FakeUser,
  list: ProfileListName,
  viewer: Viewer,
  page: number,
  size: number,
) => {
  const hiddenBy = HIDDEN_BY[list];
  if (hiddenBy !== null && !listVisibleTo(owner, hiddenBy, owner.id, viewer?.id ?? null))
    return { data: [], pageInfo: pageInfoOf(page, size, 0), hidden: true };
  const source = SOURCES[list];
  const all =
    source.of === 'comments'
      ? comments(s, source.kind, owner.id)
      : items(s, source, owner.id).map((c) => toCard(s, c, viewer));
  return { ...pageOfItems<unknown>(all, page, size), hidden: false };
};
