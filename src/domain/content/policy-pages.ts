import { paths, type RouteName } from '../paths';
import type { VisibilityList } from '../profile';
import { ARTICLE_MAIN_TEXT } from '../text/articles-main';
import { BOARD_TEXT_UI } from '../text/boards';
import { BOARD_TEXT } from '../text/catalog';
import type { ContentKind } from './policy';
import { POPULARITY } from './popularity';

/**
 * The parts of a kind's policy row that only some pages and the server read, kept beside the row in
 * tables of their own so the first page's JavaScript does not carry them (the row itself is in the
 * entry chunk; these texts and route names measured about 1 KB gzip there). Each table is a Record over
 * every kind: a new kind does not compile until it has its part here too.
 */
export interface ContentPages {
  /**
   * The card and detail shapes on the wire (server/application/content/content-view.ts): the spec's
   * article card (summary, thumbnail) or its board card (highlights, the viewer's like and own flags).
   */
  readonly card: 'article' | 'board';
  /**
   * The names in ROUTES of the kind's pages. Boards share their write, draft and edit routes and are
   * told apart by the `board` query parameter (the policy's `board.param`).
   */
  readonly routes: {
    readonly detail: RouteName;
    readonly write: RouteName;
    readonly draft: RouteName;
    readonly edit: RouteName;
  };
  /**
   * The popular block (src/domain/content/popularity.ts): items published in the last `windowDays`,
   * among the newest `pool` of the kind when a pool is set.
   */
  readonly popularity: { readonly windowDays: number; readonly pool: number | null };
  /** The served head and first-screen shell of a detail page (server/adapters/http/head). */
  readonly head: {
    /** The back link of the detail page's top bar. */
    readonly back: { readonly href: string; readonly label: string };
    /** The page title of a missing item. */
    readonly notFoundTitle: string;
  };
}

/** What a profile list of a kind holds: the member's items, the items they liked, or their comments. */
export type ProfileListSource = 'authored' | 'liked' | 'comments';

/** The member's lists of the kind on a profile (spec section 7 "Users"): authored, liked, comments. */
export interface ContentProfileLists {
  /**
   * Whether others see them at all. Never for an anonymous kind: even the items someone liked would
   * tell what they read there; the owner always sees their own.
   */
  readonly public: boolean;
  /** The setting that may hide each list from others (src/domain/profile.ts); null: always shown. */
  readonly visibility: Readonly<Record<ProfileListSource, VisibilityList | null>>;
}

const boardRoutes = (detail: RouteName) =>
  ({ detail, write: 'boardWrite', draft: 'boardDraft', edit: 'boardEdit' }) as const;

const WEEKLY = { windowDays: POPULARITY.weeklyWindowDays, pool: null };

const boardHead = (board: keyof typeof BOARD_TEXT) => ({
  back: { href: paths.boardHome(board), label: BOARD_TEXT[board] },
  notFoundTitle: BOARD_TEXT_UI.notFound,
});

export const CONTENT_PAGES: Readonly<Record<ContentKind, ContentPages>> = {
  article: {
    card: 'article',
    routes: { detail: 'article', write: 'articlePost', draft: 'articleDraft', edit: 'articleEdit' },
    popularity: { windowDays: POPULARITY.articleWindowDays, pool: POPULARITY.articlePool },
    head: {
      back: { href: paths.home(), label: ARTICLE_MAIN_TEXT.back },
      notFoundTitle: ARTICLE_MAIN_TEXT.notFound,
    },
  },
  post: { card: 'board', routes: boardRoutes('postDetail'), popularity: WEEKLY, head: boardHead('post') },
  qna: { card: 'board', routes: boardRoutes('qnaDetail'), popularity: WEEKLY, head: boardHead('qna') },
};

export const CONTENT_PROFILE_LISTS: Readonly<Record<ContentKind, ContentProfileLists>> = {
  // An author's articles are always public; likes and comments may be hidden.
  article: { public: true, visibility: { authored: null, liked: 'liked-article', comments: 'comment' } },
  post: {
    public: true,
    visibility: { authored: 'board-post', liked: 'liked-board-post', comments: 'board-comment' },
  },
  qna: { public: false, visibility: { authored: null, liked: null, comments: null } },
};

/** A kind's pages part (its policy row's other half). */
export const pagesOf = (kind: ContentKind): ContentPages => CONTENT_PAGES[kind];
/** A kind's profile-lists part. */
export const profileListsOf = (kind: ContentKind): ContentProfileLists => CONTENT_PROFILE_LISTS[kind];
