import { sql } from 'drizzle-orm';
import { isRole } from '../../../src/domain/role';
import type { ArticleRecord, AuthorFacts } from '../../ports/articles.port';
import { articles, users } from './schema';

/** The author columns every card needs (joined from users). */
export const authorColumns = {
  authorId: users.id,
  authorNickname: users.nickname,
  authorImage: users.profileImageUrl,
  authorJob: users.job,
  authorRole: users.role,
  authorPostLikes: users.receivedPostLikes,
  authorCommentLikes: users.receivedCommentLikes,
};

type AuthorRow = {
  authorId: number;
  authorNickname: string;
  authorImage: string | null;
  authorJob: string | null;
  authorRole: string;
  authorPostLikes: number;
  authorCommentLikes: number;
};

export const toAuthor = (r: AuthorRow): AuthorFacts => ({
  id: r.authorId,
  nickname: r.authorNickname,
  profileImageUrl: r.authorImage,
  job: r.authorJob,
  role: isRole(r.authorRole) ? r.authorRole : 'USER',
  receivedPostLikes: r.authorPostLikes,
  receivedCommentLikes: r.authorCommentLikes,
});

/** Article columns plus the author; `publishedKey` is the exact timestamp text the keyset cursor needs. */
export const articleColumns = {
  id: articles.id,
  title: articles.title,
  content: articles.content,
  contentSummary: articles.contentSummary,
  thumbnailUrl: articles.thumbnailUrl,
  tags: articles.tags,
  isDraft: articles.isDraft,
  views: articles.views,
  likeCount: articles.likeCount,
  commentCount: articles.commentCount,
  createdAt: articles.createdAt,
  modifiedAt: articles.modifiedAt,
  publishedAt: articles.publishedAt,
  publishedKey: sql<string | null>`${articles.publishedAt}::text`,
  ...authorColumns,
};

export type ArticleRow = {
  id: number;
  title: string;
  content: string;
  contentSummary: string;
  thumbnailUrl: string | null;
  tags: string[];
  isDraft: boolean;
  views: number;
  likeCount: number;
  commentCount: number;
  createdAt: Date;
  modifiedAt: Date;
  publishedAt: Date | null;
  publishedKey: string | null;
} & AuthorRow;

export const toArticle = (r: ArticleRow): ArticleRecord => ({
  id: r.id,
  authorId: r.authorId,
  title: r.title,
  content: r.content,
  contentSummary: r.contentSummary,
  thumbnailUrl: r.thumbnailUrl,
  tags: r.tags,
  isDraft: r.isDraft,
  views: r.views,
  likeCount: r.likeCount,
  commentCount: r.commentCount,
  createdAt: r.createdAt,
  modifiedAt: r.modifiedAt,
  publishedAt: r.publishedAt,
  author: toAuthor(r),
});
