import { Cause, Effect, Exit, Option } from 'effect';
import type { BoardCard } from '../../../../src/contract/boards';
import {
  AGE_GROUP_LABEL,
  AGE_GROUPS,
  type AgeGroup,
  BOARD_LABEL,
  BOARDS,
  DEFAULT_BOARD,
  isBoard,
} from '../../../../src/domain/catalog';
import { defaultAgeGroup } from '../../../../src/domain/competition';
import { competitionCardDetail } from '../../../../src/domain/competition-dates';
import { seoulDateKey } from '../../../../src/domain/relative-time';
import { readListState, showsPopularBlocks } from '../../../../src/domain/content/list-query';
import { popularPageCount, popularSlice } from '../../../../src/domain/content/popularity';
import { type ContentKind, policyOf } from '../../../../src/domain/content/policy';
import { paths } from '../../../../src/domain/paths';
import {
  activeSection,
  type Section,
  type TopBarKind,
  topBarKind,
} from '../../../../src/domain/route-chrome';
import { DEFAULT_SHARE_IMAGE } from '../../../../src/domain/share';
import { ARTICLE_MAIN_TEXT } from '../../../../src/domain/text/articles-main';
import { BOARD_TEXT_UI } from '../../../../src/domain/text/boards';
import { HEAD_TEXT } from '../../../../src/domain/text/head';
import { BOARD_HOME_TEXT, COMPETITION_HOME_TEXT } from '../../../../src/domain/text/main-pages';
import { PAGE_TEXT } from '../../../../src/domain/text/pages';
import type { AppError } from '../../../application/errors';
import { youthCups } from '../../../application/competitions/youth.use-case';
import { popularContent } from '../../../application/content/content-queries.use-case';
import { contentFacts, profileFacts } from '../../../application/head/page-facts.use-case';
import { accountsRepository } from '../../db/accounts.repository';
import { competitionsRepository } from '../../db/competitions.repository';
import { YOUTH_SCOPE } from '../cache/cached-operations';
import { shellBody } from '../../html/content-sanitizer';
import { unitOfWork } from '../../db/unit-of-work';
import type { AppDeps } from '../deps';
import { publicBaseUrl } from '../public-url';
import { contentDeps } from '../routes/content-area';
import { type PageRoute, pageRouteOf } from './page-route';

/** What the first-screen shell paints before the app runs (first-screen.ts). */
export type Shell = {
  readonly topBar: TopBarKind;
  readonly section: Section;
  /** frame: a page heading over blocks; detail: an item's back link and title; blank: the bar only. */
  readonly layout: 'frame' | 'detail' | 'blank';
  readonly heading: string | null;
  readonly back: { readonly href: string; readonly label: string } | null;
  /** The row of tag chips an item shows above its title. */
  readonly tags?: boolean;
  /** The home's promo banner at its first slide (the page's largest paint). */
  readonly banner?: boolean;
  /** An item's body, cleaned for the shell (no pictures): its text paints before the app runs. */
  readonly body?: string;
  /** A page's tab row (the boards): the labels in order and which one is selected. */
  readonly tabs?: { readonly labels: readonly string[]; readonly selected: number };
  /**
   * A popular block at its first page, as the app shows it once its data is there (the board home's
   * weekly popular posts, the page's largest paint): the block's title, its first three items and how
   * many pages of three it has.
   */
  readonly popular?: {
    readonly title: string;
    readonly items: readonly { readonly title: string; readonly detail: string }[];
    readonly pages: number;
  };
  /** The frame at its narrow width (pages/page-frame.tsx `width="narrow"`). */
  readonly narrow?: boolean;
  /**
   * The competition home's first section as the app shows it once its data is there: the heading,
   * the age-group tabs (the one the app selects pressed, those without cups quieter) and the selected
   * group's ongoing cups (their names are the page's largest paint).
   */
  readonly cups?: {
    readonly heading: string;
    readonly ages: readonly { readonly label: string; readonly pressed: boolean; readonly empty: boolean }[];
    readonly cards: readonly { readonly badge: string; readonly name: string; readonly detail: string }[];
  };
};

/** Everything the served head says about one address (rendered by render-head.ts). */
export type PageHead = {
  readonly status: 200 | 404;
  /** The document title, as the app sets it once it runs. */
  readonly title: string;
  readonly description: string;
  /** The preview's own title (og:title): the item's title, without the site's name. */
  readonly cardTitle: string;
  readonly type: 'website' | 'article' | 'profile';
  /** Absolute; null where the page has none of its own (404s, private and query-driven pages). */
  readonly canonicalUrl: string | null;
  readonly noindex: boolean;
  readonly image: {
    readonly url: string;
    readonly alt: string;
    readonly width?: number;
    readonly height?: number;
  };
  readonly publishedTime?: string;
  readonly modifiedTime?: string;
  readonly shell: Shell;
};

const backOf = (kind: ContentKind): Shell['back'] =>
  kind === 'article'
    ? { href: paths.home(), label: ARTICLE_MAIN_TEXT.back }
    : { href: paths.boardHome(kind), label: BOARD_LABEL[kind] };

const notFoundTitle = (route: PageRoute): string =>
  route.page === 'content'
    ? route.kind === 'article'
      ? ARTICLE_MAIN_TEXT.notFound
      : BOARD_TEXT_UI.notFound
    : route.page === 'user'
      ? HEAD_TEXT.profileNotFound
      : PAGE_TEXT.notFound.title;

/**
 * The head of every page the server sends, from the address alone or, for an item or a profile, from
 * what a visitor may read of it (the viewer is always anonymous here: the document is the same for
 * everyone, personal fields never enter it). A draft, a missing item and an address no route matches
 * answer 404 and are never indexed; the app still loads and shows its own not-found page.
 */
export const pageHeads = (deps: AppDeps) => {
  const stores = unitOfWork(deps.db).read;
  const accounts = accountsRepository(deps.db);
  const base = publicBaseUrl(deps.config);
  const defaultImage = {
    url: `${base}${DEFAULT_SHARE_IMAGE.path}`,
    alt: HEAD_TEXT.imageAlt,
    width: DEFAULT_SHARE_IMAGE.width,
    height: DEFAULT_SHARE_IMAGE.height,
  };
  const imageOf = (url: string | null, alt: string): PageHead['image'] => {
    if (!url) return defaultImage;
    try {
      const absolute = new URL(url, `${base}/`);
      return absolute.protocol === 'http:' || absolute.protocol === 'https:'
        ? { url: absolute.href, alt }
        : defaultImage;
    } catch {
      return defaultImage;
    }
  };
  const chrome = (path: string, layout: Shell['layout'] = 'blank', heading: string | null = null) => ({
    topBar: topBarKind(path),
    section: activeSection(path),
    layout,
    heading,
    back: null,
  });
  const plain = (path: string, over: Partial<PageHead> = {}): PageHead => ({
    status: 200,
    title: HEAD_TEXT.defaultTitle,
    description: HEAD_TEXT.defaultDescription,
    cardTitle: HEAD_TEXT.defaultTitle,
    type: 'website',
    canonicalUrl: null,
    noindex: false,
    image: defaultImage,
    shell: chrome(path),
    ...over,
  });
  const section = (path: string, heading: string, description: string, canonical: string): PageHead =>
    plain(path, {
      title: HEAD_TEXT.pageTitle(heading),
      description,
      canonicalUrl: `${base}${canonical}`,
      shell: chrome(path, 'frame', heading),
    });
  const notFound = (path: string, route: PageRoute): PageHead =>
    plain(path, { status: 404, title: HEAD_TEXT.pageTitle(notFoundTitle(route)), noindex: true });

  /** Runs a load; NotFound is null, a database failure is logged and served as the plain head. */
  const load = async <A>(effect: Effect.Effect<A, AppError>): Promise<A | null | 'failed'> => {
    const exit = await Effect.runPromiseExit(effect);
    if (Exit.isSuccess(exit)) return exit.value;
    const failure = Cause.findErrorOption(exit.cause);
    if (Option.isSome(failure) && failure.value._tag === 'NotFound') return null;
    deps.logger.warn({ err: Cause.squash(exit.cause) }, 'page head: loading failed; serving the plain head');
    return 'failed';
  };

  /**
   * The board home's shell: the board tabs and, where the app shows it (no search, every tag), the
   * board's weekly popular block as a visitor reads it (the same use case and kept reads as its API).
   */
  const boardShell = async (shell: Shell, search: string): Promise<Shell> => {
    const raw = new URLSearchParams(search).get('board');
    const board = raw !== null && isBoard(raw) ? raw : DEFAULT_BOARD;
    const tabs = { labels: BOARDS.map((b) => BOARD_LABEL[b]), selected: BOARDS.indexOf(board) };
    if (!showsPopularBlocks(readListState(search, policyOf(board)))) return { ...shell, tabs };
    const cards = await load(popularContent(contentDeps(deps), board, null));
    if (cards === null || cards === 'failed' || cards.length === 0) return { ...shell, tabs };
    // A board's cards are BoardCards (content-view.ts): the API answers them as such.
    const items = popularSlice(cards as readonly BoardCard[], 0).map((card) => ({
      title: card.title,
      detail: BOARD_TEXT_UI.likesAndComments(card.likeCount, card.commentCount),
    }));
    return {
      ...shell,
      tabs,
      popular: { title: BOARD_TEXT_UI.weeklyTitle, items, pages: popularPageCount(cards.length) },
    };
  };

  /**
   * The competition home's cups section, kept until a competition write (an import) or the day in
   * Seoul changes it, or the response cache's time to live passes, as the youth API's answers are.
   */
  const competitions = competitionsRepository(deps.db);
  let keptCups: { key: string; at: number; value: Promise<Shell['cups']> } | null = null;
  const cupsSection = (): Promise<Shell['cups']> => {
    const now = deps.clock();
    const cache = deps.responseCache;
    const key = `${seoulDateKey(now)}\n${cache ? cache.generation(YOUTH_SCOPE) : performance.now()}`;
    if (keptCups && keptCups.key === key && performance.now() - keptCups.at < (cache?.ttlMs ?? 0))
      return keptCups.value;
    const value = load(youthCups(competitions, now)).then((data): Shell['cups'] => {
      if (data === null || data === 'failed') return undefined;
      const lists = Object.fromEntries(AGE_GROUPS.map((g) => [g, data[g].cupInfo])) as Record<
        AgeGroup,
        (typeof data)[AgeGroup]['cupInfo']
      >;
      const selected = defaultAgeGroup(lists);
      return {
        heading: COMPETITION_HOME_TEXT.cups,
        ages: AGE_GROUPS.map((g) => ({
          label: AGE_GROUP_LABEL[g],
          pressed: g === selected,
          empty: lists[g].length === 0,
        })),
        cards: lists[selected].map((c) => ({
          badge: c.uageGroup,
          name: c.cupName,
          detail: competitionCardDetail(c.place, c.playSDate, c.playEDate),
        })),
      };
    });
    keptCups = { key, at: performance.now(), value };
    return value;
  };

  return async (path: string, search = ''): Promise<PageHead> => {
    const route = pageRouteOf(path);
    switch (route.page) {
      case 'home': {
        const home = section(path, ARTICLE_MAIN_TEXT.homeTitle, HEAD_TEXT.homeDescription, paths.home());
        return { ...home, cardTitle: HEAD_TEXT.defaultTitle, shell: { ...home.shell, banner: true } };
      }
      case 'boardHome': {
        const home = section(path, BOARD_HOME_TEXT.title, HEAD_TEXT.boardDescription, paths.boardHome());
        return { ...home, shell: await boardShell(home.shell, search) };
      }
      case 'competitionHome': {
        const home = section(
          path,
          COMPETITION_HOME_TEXT.title,
          HEAD_TEXT.competitionDescription,
          paths.competitionHome(),
        );
        const cups = await cupsSection();
        return { ...home, shell: { ...home.shell, narrow: true, ...(cups ? { cups } : {}) } };
      }
      case 'private':
        return plain(path, { noindex: true });
      case 'plain':
        return plain(path);
      case 'unknown':
        return notFound(path, route);
      case 'content': {
        const facts = route.id === null ? null : await load(contentFacts(stores, route.kind, route.id));
        if (facts === 'failed') return plain(path);
        if (facts === null || route.id === null) return notFound(path, route);
        return plain(path, {
          title: HEAD_TEXT.pageTitle(facts.title),
          description: facts.description || HEAD_TEXT.defaultDescription,
          cardTitle: facts.title,
          type: 'article',
          canonicalUrl: `${base}${policyOf(route.kind).paths.detail(route.id)}`,
          image: imageOf(facts.imageUrl, facts.title),
          ...(facts.publishedAt ? { publishedTime: facts.publishedAt.toISOString() } : {}),
          modifiedTime: facts.modifiedAt.toISOString(),
          shell: {
            ...chrome(path, 'detail', facts.title),
            back: backOf(route.kind),
            tags: facts.tagCount > 0,
            body: shellBody(facts.body),
          },
        });
      }
      case 'user': {
        const facts = route.id === null ? null : await load(profileFacts(accounts, route.id));
        if (facts === 'failed') return plain(path);
        if (facts === null || route.id === null) return notFound(path, route);
        return plain(path, {
          title: HEAD_TEXT.pageTitle(facts.name),
          description: facts.description || HEAD_TEXT.profileDescription(facts.name),
          cardTitle: facts.name,
          type: 'profile',
          canonicalUrl: `${base}${paths.user(route.id)}`,
          image: imageOf(facts.imageUrl, facts.name),
        });
      }
    }
  };
};
