import * as v from 'valibot';
import { ARTICLE_SORTS, CONSULTATION_TYPES, CONTENT_TAGS, TAGS } from '../domain/catalog';
import { ARTICLE_INPUT_TEXT as T } from '../domain/text/articles-server';
import { VALIDATION_TEXT } from '../domain/text/validation';
import { RoleSchema } from './auth';
import { PagingQuery, pageOf } from './common';

/** Author info carried by articles and comments (spec section 3). `authorLevel` is `LEVEL_N`. */
export const AuthorInfo = v.object({
  authorId: v.nullable(v.number()),
  authorName: v.string(),
  authorProfileImageUrl: v.nullable(v.string()),
  authorJob: v.nullable(v.string()),
  authorLevel: v.string(),
  authorRole: RoleSchema,
});
export type AuthorInfo = v.InferOutput<typeof AuthorInfo>;

export const ArticleTag = v.picklist(CONTENT_TAGS, T.tagInvalid);
export type ArticleTag = v.InferOutput<typeof ArticleTag>;

export const ArticleSort = v.picklist(ARTICLE_SORTS, VALIDATION_TEXT.invalidValue);
export type ArticleSort = v.InferOutput<typeof ArticleSort>;

/** An article card in lists, search results, related and popular blocks, drafts. */
export const ArticleListItem = v.object({
  id: v.number(),
  title: v.string(),
  tags: v.array(ArticleTag),
  author: AuthorInfo,
  content: v.string(),
  contentSummary: v.string(),
  thumbnailUrl: v.nullable(v.string()),
  isDraft: v.boolean(),
  views: v.number(),
  likeCount: v.number(),
  commentCount: v.number(),
  createdAt: v.string(),
  modifiedAt: v.string(),
  publishedAt: v.nullable(v.string()),
});
export type ArticleListItem = v.InferOutput<typeof ArticleListItem>;

/**
 * `nextCursor` (opaque) continues the list after the last item without an OFFSET scan: pass it back as
 * `cursor`; null at the end. Only the tag list sends it.
 */
export const ArticlePage = v.object({
  ...pageOf(ArticleListItem).entries,
  nextCursor: v.optional(v.nullable(v.string())),
});
export type ArticlePage = v.InferOutput<typeof ArticlePage>;
export const ArticleArray = v.array(ArticleListItem);

export const ArticleDetail = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  tags: v.array(ArticleTag),
  thumbnailUrl: v.nullable(v.string()),
  views: v.number(),
  likeCount: v.number(),
  liked: v.boolean(),
  commentCount: v.number(),
  isDraft: v.boolean(),
  mine: v.boolean(),
  createdAt: v.string(),
  modifiedAt: v.string(),
  publishedAt: v.nullable(v.string()),
  author: AuthorInfo,
});
export type ArticleDetail = v.InferOutput<typeof ArticleDetail>;

/** A comment with its replies; `deleted` and `blinded` drive the replacement texts. */
export const CommentReply = v.object({
  id: v.number(),
  content: v.string(),
  author: AuthorInfo,
  likeCount: v.number(),
  liked: v.boolean(),
  mentionedUserName: v.nullable(v.string()),
  createdAt: v.string(),
  modifiedAt: v.string(),
  parentCommentId: v.nullable(v.number()),
  mine: v.boolean(),
  deleted: v.boolean(),
  blinded: v.boolean(),
});
export const ArticleComment = v.object({ ...CommentReply.entries, replies: v.array(CommentReply) });
export type ArticleComment = v.InferOutput<typeof ArticleComment>;
export const CommentPage = pageOf(ArticleComment);
export type CommentPage = v.InferOutput<typeof CommentPage>;

/** Sent as typed (spec section 5), but the server refuses an all-blank comment and caps the length. */
const CommentContent = v.pipe(
  v.string(),
  v.check((s) => s.trim() !== '', T.commentBlank),
  v.maxLength(3000, T.commentTooLong),
);
export const CommentBody = v.object({ content: CommentContent });
export const ReplyBody = v.object({
  content: CommentContent,
  mentionedUserId: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger())), null),
});

/** Article write/edit body; the server sanitizes `content`. */
export const ArticleWriteBody = v.object({
  title: v.pipe(v.string(), v.trim(), v.maxLength(120, T.titleTooLong)),
  content: v.pipe(v.string(), v.maxLength(200_000, T.contentTooLong)),
  tags: v.optional(v.pipe(v.array(ArticleTag), v.maxLength(3, T.tagsTooMany)), []),
  thumbnailUrl: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500, T.thumbnailInvalid))), null),
});
export type ArticleWriteBody = v.InferInput<typeof ArticleWriteBody>;

export const IdResponse = v.object({ id: v.number() });
export const LikeResponse = v.object({ liked: v.boolean(), likeCount: v.number() });
export const FollowResponse = v.object({ following: v.boolean(), followerCount: v.number() });
export const ImageUploadResponse = v.object({ url: v.string() });

/** Popular editors carousel and /spotlightMember. */
export const EditorCard = v.object({
  id: v.number(),
  name: v.string(),
  job: v.nullable(v.string()),
  profileImageUrl: v.nullable(v.string()),
  following: v.boolean(),
  followerCount: v.number(),
});
export const EditorCardArray = v.array(EditorCard);

export const ConsultationType = v.picklist(CONSULTATION_TYPES, T.consultationTypeInvalid);
export const ConsultationRequest = v.object({
  recipientId: v.pipe(
    v.number(),
    v.safeInteger(VALIDATION_TEXT.invalidNumber),
    v.minValue(1, VALIDATION_TEXT.invalidNumber),
  ),
  consultationType: ConsultationType,
  message: v.pipe(
    v.string(),
    v.check((s) => s.trim() !== '', T.consultationMessageRequired),
    v.maxLength(2000, T.consultationMessageTooLong),
  ),
});
export type ConsultationRequest = v.InferInput<typeof ConsultationRequest>;

/** `sortBy`, publishedAt when absent or empty. */
const SortQuery = v.optional(
  v.pipe(
    v.picklist(['', ...ARTICLE_SORTS], VALIDATION_TEXT.invalidValue),
    v.transform((s): ArticleSort => (s === '' ? 'publishedAt' : s)),
  ),
  'publishedAt',
);

/** GET /api/articles: tag '' or ALL for every tag; `cursor` from a previous page's `nextCursor`. */
export const ArticleListQuery = v.object({
  ...PagingQuery.entries,
  tag: v.optional(v.union([v.literal(''), v.picklist(TAGS)], T.tagInvalid), ''),
  sortBy: SortQuery,
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, T.cursorInvalid))),
});

/** GET /api/articles/search: an empty keyword lists every published article. */
export const ArticleSearchQuery = v.object({
  ...PagingQuery.entries,
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50, T.keywordTooLong)), ''),
  sortBy: SortQuery,
});
