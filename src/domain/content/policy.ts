import type { ContentTag, SearchScope } from '../catalog';
import { paths } from '../paths';
import { SERVER_MESSAGES, type ServerMessage } from '../server-messages';

/**
 * Articles, free-board posts and Q&A posts are three kinds of one content core (DESIGN.md section 2).
 * Everything they share (comments, likes, drafts, lists, search, counters, notifications) is written
 * once and takes a kind or a `ContentRef`; what differs is this policy, one row per kind.
 */
export const CONTENT_KINDS = ['article', 'post', 'qna'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One item of content, wherever it is referred to (comments, likes, notifications). */
export interface ContentRef {
  readonly kind: ContentKind;
  readonly id: number;
}

/** The orders a list can take, whatever the wire calls them (`sortBy=views`, `sortType=VIEWS`). */
export type SortKey = 'latest' | 'views' | 'likes' | 'comments';

export interface ContentPolicy {
  readonly kind: ContentKind;
  /** Authors are never shown to anyone but an ADMIN; the viewer's own items come marked `mine`. */
  readonly anonymous: boolean;
  /** editors: EDITOR and ADMIN write; members: any signed-in user. */
  readonly writers: 'editors' | 'members';
  /** Tags an item carries (0: the kind has none; the Q&A board has one category). */
  readonly maxTags: number;
  /** Whether an item has a thumbnail image. */
  readonly thumbnail: boolean;
  /** What an ADMIN may do to an item that is not theirs. */
  readonly admin: { readonly edit: boolean; readonly delete: boolean };
  readonly comments: {
    /** An ADMIN can blind a comment (board comments only, spec section 6). */
    readonly blindable: boolean;
    /** Spec section 4: the free board deletes by a status change, Q&A and articles by DELETE. */
    readonly deleteBy: 'status' | 'delete';
  };
  /** Wire sort values in display order, each with the order it means; the first is the default. */
  readonly sorts: Readonly<Record<string, SortKey>>;
  /** The query parameter that carries the sort on the wire (articles `sortBy`, the boards `sortType`). */
  readonly sortParam: 'sortBy' | 'sortType';
  readonly searchScopes: readonly SearchScope[];
  readonly pageSize: number;
  /** The list continues by keyset cursor (the article home's infinite list) rather than by page only. */
  readonly cursorPaging: boolean;
  /** Followers of the author are notified when an item is published (DESIGN.md section 6: new articles). */
  readonly notifyFollowers: boolean;
  /** The 400 message for liking one's own item (spec section 5). */
  readonly ownLikeMessage: ServerMessage;
  readonly notFoundMessage: ServerMessage;
  /** Browser addresses of the kind's pages. */
  readonly paths: {
    readonly detail: (id: number) => string;
    readonly draft: (id: number) => string;
    readonly edit: (id: number) => string;
    readonly write: () => string;
  };
  /**
   * The kind's tab on the community page: the `board` query value that selects it; null for a kind that
   * is not a board (the tabs' order and labels: BOARD_TEXT, src/domain/content/boards.ts).
   */
  readonly board: { readonly param: string } | null;
}

const BOARD_SORTS = {
  LATEST: 'latest',
  VIEWS: 'views',
  LIKE_COUNT: 'likes',
  COMMENT_COUNT: 'comments',
} as const;

const boardPaths = (board: string, detail: (id: number) => string) => ({
  detail,
  draft: (id: number) => paths.boardDraft(board, id),
  edit: (id: number) => paths.boardEdit(board, id),
  write: () => paths.boardWrite(board),
});

/**
 * One row per kind. Declared `as const` so the types derived from the rows (`BoardKind`, `BoardParam`)
 * keep their literals; `satisfies` checks every row against ContentPolicy.
 */
export const CONTENT_POLICIES = {
  article: {
    kind: 'article',
    anonymous: false,
    writers: 'editors',
    maxTags: 3,
    thumbnail: true,
    // Spec section 6: an ADMIN edits any article but is offered no delete.
    admin: { edit: true, delete: false },
    comments: { blindable: false, deleteBy: 'delete' },
    sorts: { publishedAt: 'latest', views: 'views' },
    sortParam: 'sortBy',
    searchScopes: ['TITLE_CONTENT'],
    pageSize: 10,
    cursorPaging: true,
    notifyFollowers: true,
    ownLikeMessage: SERVER_MESSAGES.cannotLikeOwnArticle,
    notFoundMessage: SERVER_MESSAGES.articleNotFound,
    paths: {
      detail: paths.article,
      draft: paths.articleDraft,
      edit: paths.articleEdit,
      write: paths.articlePost,
    },
    board: null,
  },
  post: {
    kind: 'post',
    anonymous: false,
    writers: 'members',
    maxTags: 0,
    thumbnail: false,
    // Moderation: an ADMIN removes any board post, but never rewrites someone's words.
    admin: { edit: false, delete: true },
    comments: { blindable: true, deleteBy: 'status' },
    sorts: BOARD_SORTS,
    sortParam: 'sortType',
    searchScopes: ['TITLE_CONTENT', 'TITLE', 'CONTENT', 'AUTHOR'],
    pageSize: 10,
    cursorPaging: false,
    notifyFollowers: false,
    ownLikeMessage: SERVER_MESSAGES.cannotLikeOwnPost,
    notFoundMessage: SERVER_MESSAGES.postNotFound,
    paths: boardPaths('post', paths.postDetail),
    board: { param: 'post' },
  },
  qna: {
    kind: 'qna',
    anonymous: true,
    writers: 'members',
    maxTags: 1,
    thumbnail: false,
    admin: { edit: false, delete: true },
    comments: { blindable: true, deleteBy: 'delete' },
    sorts: BOARD_SORTS,
    sortParam: 'sortType',
    // Anonymous: nobody can be found by name.
    searchScopes: ['TITLE_CONTENT', 'TITLE', 'CONTENT'],
    pageSize: 10,
    cursorPaging: false,
    notifyFollowers: false,
    ownLikeMessage: SERVER_MESSAGES.cannotLikeOwnPost,
    notFoundMessage: SERVER_MESSAGES.postNotFound,
    paths: boardPaths('qna', paths.qnaDetail),
    // The anonymous Q&A board is the community page's first tab, and its default.
    board: { param: 'qna' },
  },
} as const satisfies Readonly<Record<ContentKind, ContentPolicy>>;

/**
 * The kind's row. Kinds come typed from code, or through `contentKindOf`, which refuses a value no row
 * names (a kind read back from storage): never a default kind.
 */
export const policyOf = (kind: ContentKind): ContentPolicy => CONTENT_POLICIES[kind];

/**
 * A kind no policy row names: a programming or data error, never a reason to fall back on a kind. An
 * Error named UnknownContentKind (no class of its own: this module is in the first page's JavaScript).
 */
const unknownContentKind = (value: unknown) =>
  Object.assign(new Error(`unknown content kind: ${JSON.stringify(value)}`), { name: 'UnknownContentKind' });

/** The value as a kind, or a defect naming it (for kinds read back from storage). */
export const contentKindOf = (value: unknown): ContentKind => {
  if (!isContentKind(value)) throw unknownContentKind(value);
  return value;
};

export const isContentKind = (value: unknown): value is ContentKind =>
  typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);

/** The sort values of a kind as the wire spells them, the default first. */
export const sortValues = (policy: ContentPolicy): readonly string[] => Object.keys(policy.sorts);
export const defaultSort = (policy: ContentPolicy): string => sortValues(policy)[0] ?? 'latest';

/** The order a wire sort value means for the kind; the default for an unknown value. */
export const sortKeyOf = (policy: ContentPolicy, value: string | null | undefined): SortKey =>
  (value !== null && value !== undefined && Object.hasOwn(policy.sorts, value)
    ? policy.sorts[value]
    : undefined) ?? 'latest';

/** The page of an item: its draft editor while it is a draft, else its detail page (spec section 4). */
export const itemPath = (policy: ContentPolicy, item: { readonly id: number; readonly isDraft: boolean }) =>
  item.isDraft ? policy.paths.draft(item.id) : policy.paths.detail(item.id);

/** Keeps at most the kind's number of tags, in order, without repeats. */
export const tagsFor = (policy: ContentPolicy, tags: readonly ContentTag[]): ContentTag[] =>
  [...new Set(tags)].slice(0, policy.maxTags);

type Rows = typeof CONTENT_POLICIES;

/** The kinds that are boards (a `board` in their row): today the free board and the Q&A board. */
export type BoardKind = { [K in ContentKind]: Rows[K]['board'] extends null ? never : K }[ContentKind];
/** The `board` query values of the community page and the board editor routes. */
export type BoardParam = NonNullable<Rows[BoardKind]['board']>['param'];
