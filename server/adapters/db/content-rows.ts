import { SORT_FIELD } from '../../../src/domain/content/sort-field';
import { desc, sql } from 'drizzle-orm';
import { contentKindOf, type SortKey } from '../../../src/domain/content/policy';
import { ageBandOf } from '../../../src/domain/minors';
import { isRole } from '../../../src/domain/role';
import type { AuthorFacts, ContentRecord } from '../../ports/content.port';
import { contents, users } from './schema';

/** The author columns every card needs (joined from users). */
export const authorColumns = {
  authorId: users.id,
  authorNickname: users.nickname,
  authorImage: users.profileImageUrl,
  authorJob: users.job,
  authorRole: users.role,
  authorPostLikes: users.receivedPostLikes,
  authorCommentLikes: users.receivedCommentLikes,
  authorDeletedAt: users.deletedAt,
  authorBirthDate: users.birthDate,
};

type AuthorRow = {
  authorId: number;
  authorNickname: string;
  authorImage: string | null;
  authorJob: string | null;
  authorRole: string;
  authorPostLikes: number;
  authorCommentLikes: number;
  authorDeletedAt: Date | null;
  authorBirthDate: string | null;
};

export const toAuthor = (r: AuthorRow): AuthorFacts => ({
  id: r.authorId,
  nickname: r.authorNickname,
  profileImageUrl: r.authorImage,
  // A child's job is shown to nobody beside their name (issue 23, src/domain/minors.ts).
  job: ageBandOf(r.authorBirthDate, new Date()) === 'CHILD' ? null : r.authorJob,
  role: isRole(r.authorRole) ? r.authorRole : 'USER',
  receivedPostLikes: r.authorPostLikes,
  receivedCommentLikes: r.authorCommentLikes,
  deleted: r.authorDeletedAt !== null,
});

/** Content columns plus the author; `publishedKey` is the exact timestamp text the keyset cursor needs. */
export const contentColumns = {
  id: contents.id,
  kind: contents.kind,
  title: contents.title,
  content: contents.content,
  contentText: contents.contentText,
  contentSummary: contents.contentSummary,
  thumbnailUrl: contents.thumbnailUrl,
  tags: contents.tags,
  isDraft: contents.isDraft,
  views: contents.views,
  likeCount: contents.likeCount,
  commentCount: contents.commentCount,
  createdAt: contents.createdAt,
  modifiedAt: contents.modifiedAt,
  publishedAt: contents.publishedAt,
  publishedKey: sql<string | null>`${contents.publishedAt}::text`,
  ...authorColumns,
};

/** What a card needs: everything but the body's plain text, which only search highlights read. */
export const cardColumns = (({ contentText: _text, ...columns }) => columns)(contentColumns);

export type ContentRow = {
  id: number;
  kind: string;
  title: string;
  content: string;
  /** Absent when read for a card (`cardColumns`). */
  contentText?: string;
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

export const toContent = (r: ContentRow): ContentRecord => ({
  id: r.id,
  // A kind no policy row has is a defect naming it (UnknownContentKind), never read as another kind.
  kind: contentKindOf(r.kind),
  authorId: r.authorId,
  title: r.title,
  content: r.content,
  contentText: r.contentText ?? '',
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

/** The column each order sorts by (every one has an index led by kind and is_draft). */
export const sortColumn = (sort: SortKey) => contents[SORT_FIELD[sort]];

/** ORDER BY of an order, newest id last among equals. */
export const orderOf = (sort: SortKey) => [desc(sortColumn(sort)), desc(contents.id)];

/** The keyset value of a row for an order. */
export const keyOf = (sort: SortKey, row: ContentRow): string | number | null => {
  const field = SORT_FIELD[sort];
  return field === 'publishedAt' ? row.publishedKey : row[field];
};
