import {
  AGE_GROUP_TEXT,
  ARTICLE_SORT_TEXT,
  BOARD_SORT_TEXT,
  CONSULTATION_TYPE_TEXT,
  SEARCH_SCOPE_TEXT,
  TAG_TEXT,
} from './text';

/** Fixed catalogs of spec section 9: the API's values in display order, with Korean labels. */

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

/** Tags of articles and Q&A posts; ALL is the filter that selects every tag. */
export const TAGS = [
  'ALL',
  'TECHNIQUE',
  'TACTICS',
  'PHYSICAL',
  'INJURY_RECOVERY',
  'NUTRITION',
  'MENTAL',
  'ADMISSION',
  'CAREER_PATH',
  'PRO_ENTRANCE',
  'OVERSEAS_ADVANCEMENT',
  'CHILD_EDUCATION',
  'ETC',
] as const;
export type Tag = (typeof TAGS)[number];
/** The tags an item can carry (ALL is only a filter). */
export type ContentTag = Exclude<Tag, 'ALL'>;
export const CONTENT_TAGS: readonly ContentTag[] = TAGS.filter((t): t is ContentTag => t !== 'ALL');
export const DEFAULT_TAG: Tag = 'ALL';
export const TAG_LABEL: Readonly<Record<Tag, string>> = TAG_TEXT;
export const isTag = isOneOf(TAGS);
export const isContentTag = isOneOf(CONTENT_TAGS);

export const ARTICLE_SORTS = ['publishedAt', 'views'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];
export const DEFAULT_ARTICLE_SORT: ArticleSort = 'publishedAt';
export const ARTICLE_SORT_LABEL: Readonly<Record<ArticleSort, string>> = ARTICLE_SORT_TEXT;
export const isArticleSort = isOneOf(ARTICLE_SORTS);

export const BOARD_SORTS = ['LATEST', 'VIEWS', 'LIKE_COUNT', 'COMMENT_COUNT'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const DEFAULT_BOARD_SORT: BoardSort = 'LATEST';
export const BOARD_SORT_LABEL: Readonly<Record<BoardSort, string>> = BOARD_SORT_TEXT;
export const isBoardSort = isOneOf(BOARD_SORTS);

export const SEARCH_SCOPES = ['TITLE_CONTENT', 'TITLE', 'CONTENT', 'AUTHOR'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];
/** The anonymous Q&A board cannot be searched by author. */
export const QNA_SEARCH_SCOPES: readonly Exclude<SearchScope, 'AUTHOR'>[] = [
  'TITLE_CONTENT',
  'TITLE',
  'CONTENT',
];
export const DEFAULT_SEARCH_SCOPE: SearchScope = 'TITLE_CONTENT';
export const SEARCH_SCOPE_LABEL: Readonly<Record<SearchScope, string>> = SEARCH_SCOPE_TEXT;
export const isSearchScope = isOneOf(SEARCH_SCOPES);

/** Youth age groups, youngest first: the order of the competition tabs. */
export const AGE_GROUPS = ['U11', 'U12', 'U14', 'U15', 'U17', 'U18', 'U20', 'U22'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export const DEFAULT_AGE_GROUP: AgeGroup = 'U11';
export const AGE_GROUP_LABEL: Readonly<Record<AgeGroup, string>> = AGE_GROUP_TEXT;
export const isAgeGroup = isOneOf(AGE_GROUPS);

/** The types a consultation request offers; the first is the default choice. */
export const CONSULTATION_TYPES = ['CONSULTING', 'CONTENT_COLLABORATION', 'OTHERS'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
/** Collaboration kinds that have labels but are not offered in the request form. */
export type ConsultationLabelKey = ConsultationType | 'INVESTMENT' | 'B2B_COLLABORATION';
export const DEFAULT_CONSULTATION_TYPE: ConsultationType = 'CONSULTING';
export const CONSULTATION_TYPE_LABEL: Readonly<Record<ConsultationLabelKey, string>> = CONSULTATION_TYPE_TEXT;
export const isConsultationType = isOneOf(CONSULTATION_TYPES);

// The community boards (BOARDS, DEFAULT_BOARD, BOARD_LABEL) are read from the content policy rows:
// src/domain/content/boards.ts.
