import type { ExportContent, ExportNotification, ExportProfile } from '../ports/exports.port';

/*
 * The archive's sections as read from the rows of the database and of its memory twin, which have the
 * same columns (db/member-data.repository.ts, memory/memory-member-data.ts): one mapping for both.
 */

type ProfileRow = Omit<ExportProfile, 'links' | 'visibility'> & {
  readonly homepageUrl: string | null;
  readonly instagramUrl: string | null;
  readonly youtubeUrl: string | null;
  readonly blogUrl: string | null;
  readonly boardPostVisibility: boolean;
  readonly articleCommentVisibility: boolean;
  readonly boardCommentVisibility: boolean;
  readonly likedArticleVisibility: boolean;
  readonly likedBoardPostVisibility: boolean;
};

export const exportProfileOf = (u: ProfileRow): ExportProfile => ({
  email: u.email,
  nickname: u.nickname,
  role: u.role,
  provider: u.provider,
  job: u.job,
  introduction: u.introduction,
  profileImageUrl: u.profileImageUrl,
  phoneNumber: u.phoneNumber,
  links: { homepage: u.homepageUrl, instagram: u.instagramUrl, youtube: u.youtubeUrl, blog: u.blogUrl },
  visibility: {
    boardPostVisibility: u.boardPostVisibility,
    articleCommentVisibility: u.articleCommentVisibility,
    boardCommentVisibility: u.boardCommentVisibility,
    likedArticleVisibility: u.likedArticleVisibility,
    likedBoardPostVisibility: u.likedBoardPostVisibility,
  },
  receivedPostLikes: u.receivedPostLikes,
  receivedCommentLikes: u.receivedCommentLikes,
  followerCount: u.followerCount,
  followingCount: u.followingCount,
  createdAt: u.createdAt,
  termsAcceptedAt: u.termsAcceptedAt,
});

type ContentRow = Omit<ExportContent, 'html' | 'draft' | 'tags'> & {
  readonly content: string;
  readonly isDraft: boolean;
  readonly tags: readonly string[];
};

export const exportContentOf = (r: ContentRow): ExportContent => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  html: r.content,
  thumbnailUrl: r.thumbnailUrl,
  tags: [...r.tags],
  draft: r.isDraft,
  publishedAt: r.publishedAt,
  createdAt: r.createdAt,
  modifiedAt: r.modifiedAt,
  views: r.views,
  likeCount: r.likeCount,
  commentCount: r.commentCount,
});

export const exportNotificationOf = (n: ExportNotification): ExportNotification => ({
  id: n.id,
  type: n.type,
  message: n.message,
  link: n.link,
  read: n.read,
  createdAt: n.createdAt,
});
