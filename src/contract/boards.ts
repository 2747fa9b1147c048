import * as v from 'valibot';
import { BlockedMark } from './blocks';
import { HeldMark } from './reports';
import {
  BOARD_SORTS,
  DEFAULT_BOARD_SORT,
  DEFAULT_SEARCH_SCOPE,
  SEARCH_SCOPES,
  type SearchScope,
  TAGS,
} from '../domain/catalog';
import { CONTENT_LIMITS } from '../domain/content/limits';
import { CONTENT_POLICIES, type ContentPolicy } from '../domain/content/policy';
import { CONTENT_INPUT_TEXT as T } from '../domain/text/content-input';
import { VALIDATION_TEXT } from '../domain/text/validation';
import { PagingQuery, pageOf, singleLineText } from './common';
import { AuthorInfo, ContentDetail, ContentTag } from './content';

/**
 * The board post card of spec section 3. `highlightedTitle` and `highlightedContentPreview` are HTML
 * made by the server (text escaped, search words in `<mark>`); outside a search they are the escaped
 * title and summary. `draftUrl`/`editUrl` are the browser pages to continue or edit the post.
 */
export const BoardCard = v.object({
  id: v.number(),
  title: v.string(),
  highlightedTitle: v.string(),
  highlightedContentPreview: v.string(),
  tags: v.array(ContentTag),
  author: AuthorInfo,
  commentCount: v.number(),
  likeCount: v.number(),
  views: v.number(),
  likedBoard: v.boolean(),
  mine: v.boolean(),
  publishedAt: v.nullable(v.string()),
  modifiedAt: v.string(),
  createdAt: v.string(),
  isDraft: v.boolean(),
  draftUrl: v.string(),
  editUrl: v.string(),
  held: v.optional(HeldMark),
  /** Present when the viewer blocked the author (issue 22): the words are the placeholder's. */
  blocked: v.optional(BlockedMark),
});
export type BoardCard = v.InferOutput<typeof BoardCard>;
export const BoardPage = pageOf(BoardCard);
export type BoardPage = v.InferOutput<typeof BoardPage>;
export const BoardCardArray = v.array(BoardCard);

/** A board post's detail: the fields every kind has, nothing more. */
export const BoardPostDetail = ContentDetail;
export type BoardPostDetail = v.InferOutput<typeof BoardPostDetail>;

const SortType = v.optional(
  v.pipe(
    v.picklist(['', ...BOARD_SORTS], VALIDATION_TEXT.invalidValue),
    v.transform((s) => (s === '' ? DEFAULT_BOARD_SORT : s)),
  ),
  DEFAULT_BOARD_SORT,
);

/** `page` is bounded: deeper pages would cost an OFFSET scan at a million posts. */
const BoardPaging = v.object({
  ...PagingQuery.entries,
  page: v.pipe(PagingQuery.entries.page, v.maxValue(CONTENT_LIMITS.maxPage, VALIDATION_TEXT.invalidNumber)),
});

/** GET /api/board/posts and /api/board/qna/posts (the Q&A board also filters by `tag`: '' or ALL for all). */
export const BoardListQuery = v.object({
  ...BoardPaging.entries,
  sortType: SortType,
  tag: v.optional(v.union([v.literal(''), v.picklist(TAGS)], T.tagInvalid), ''),
});

/**
 * GET …/posts/search: `searchType` among the board's scopes (TITLE_CONTENT by default; the free board
 * adds AUTHOR, the anonymous Q&A board cannot be searched by author), so the document lists each
 * board's own values.
 */
const boardSearchQuery = (policy: ContentPolicy) =>
  v.object({
    ...BoardPaging.entries,
    keyword: v.optional(
      v.pipe(singleLineText({ trim: true }), v.maxLength(CONTENT_LIMITS.keywordLength, T.keywordTooLong)),
      '',
    ),
    searchType: v.optional(
      v.pipe(
        v.union([v.literal(''), v.picklist(policy.searchScopes)], (issue) =>
          // A scope of another board (AUTHOR on the Q&A board) is named as such; anything else is unknown.
          SEARCH_SCOPES.includes(issue.input as SearchScope)
            ? T.searchScopeInvalid
            : VALIDATION_TEXT.invalidValue,
        ),
        v.transform((s) => (s === '' ? DEFAULT_SEARCH_SCOPE : s)),
      ),
      DEFAULT_SEARCH_SCOPE,
    ),
    sortType: SortType,
  });

export const BoardSearchQuery = boardSearchQuery(CONTENT_POLICIES.post);
export const QnaSearchQuery = boardSearchQuery(CONTENT_POLICIES.qna);
