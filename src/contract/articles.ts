import * as v from 'valibot';
import { BlockedMark } from './blocks';
import { HeldMark } from './reports';
import { ARTICLE_SORTS, TAGS } from '../domain/catalog';
import { CONTENT_LIMITS } from '../domain/content/limits';
import { CONTENT_INPUT_TEXT as T } from '../domain/text/content-input';
import { VALIDATION_TEXT } from '../domain/text/validation';
import { PagingQuery, pageOf, singleLineText } from './common';
import { AuthorInfo, ContentDetail, ContentTag } from './content';

export const ArticleSort = v.picklist(ARTICLE_SORTS, VALIDATION_TEXT.invalidValue);
export type ArticleSort = v.InferOutput<typeof ArticleSort>;

/** An article card in lists, search results, related and popular blocks, drafts. */
export const ArticleListItem = v.object({
  id: v.number(),
  title: v.string(),
  tags: v.array(ContentTag),
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
  held: v.optional(HeldMark),
  /** Present when the viewer blocked the author (issue 22): the words are the placeholder's. */
  blocked: v.optional(BlockedMark),
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
  ...ContentDetail.entries,
  thumbnailUrl: v.nullable(v.string()),
});
export type ArticleDetail = v.InferOutput<typeof ArticleDetail>;

/** `sortBy`, publishedAt when absent or empty. */
const SortQuery = v.optional(
  v.pipe(
    v.picklist(['', ...ARTICLE_SORTS], VALIDATION_TEXT.invalidValue),
    v.transform((s): ArticleSort => (s === '' ? 'publishedAt' : s)),
  ),
  'publishedAt',
);

const Keyword = v.optional(
  v.pipe(singleLineText({ trim: true }), v.maxLength(CONTENT_LIMITS.keywordLength, T.keywordTooLong)),
  '',
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
  keyword: Keyword,
  sortBy: SortQuery,
});
