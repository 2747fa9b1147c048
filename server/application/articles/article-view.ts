import { levelFromLikes, levelKey } from '../../../src/domain/level';
import { isAuthor, type Viewer } from '../../../src/domain/viewer';
import type { ArticleRecord, AuthorFacts } from '../../ports/articles.port';

/** AuthorInfo of the contract: the level from received likes as `LEVEL_N`. */
export const authorInfo = (a: AuthorFacts) => ({
  authorId: a.id,
  authorName: a.nickname,
  authorProfileImageUrl: a.profileImageUrl,
  authorJob: a.job,
  authorLevel: levelKey(levelFromLikes(a.receivedPostLikes, a.receivedCommentLikes)),
  authorRole: a.role,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** ArticleListItem of the contract. */
export const toListItem = (a: ArticleRecord) => ({
  id: a.id,
  title: a.title,
  tags: [...a.tags],
  author: authorInfo(a.author),
  content: a.content,
  contentSummary: a.contentSummary,
  thumbnailUrl: a.thumbnailUrl,
  isDraft: a.isDraft,
  views: a.views,
  likeCount: a.likeCount,
  commentCount: a.commentCount,
  createdAt: a.createdAt.toISOString(),
  modifiedAt: a.modifiedAt.toISOString(),
  publishedAt: iso(a.publishedAt),
});

/** ArticleDetail of the contract, for one viewer. */
export const toDetail = (a: ArticleRecord, viewer: Viewer, liked: boolean) => ({
  id: a.id,
  title: a.title,
  content: a.content,
  tags: [...a.tags],
  thumbnailUrl: a.thumbnailUrl,
  views: a.views,
  likeCount: a.likeCount,
  liked,
  commentCount: a.commentCount,
  isDraft: a.isDraft,
  mine: isAuthor(viewer, a.authorId),
  createdAt: a.createdAt.toISOString(),
  modifiedAt: a.modifiedAt.toISOString(),
  publishedAt: iso(a.publishedAt),
  author: authorInfo(a.author),
});

/** Who may see an article: everyone once published; a draft only its author and ADMIN. */
export const canSee = (viewer: Viewer, a: ArticleRecord): boolean =>
  !a.isDraft || isAuthor(viewer, a.authorId) || viewer?.role === 'ADMIN';
