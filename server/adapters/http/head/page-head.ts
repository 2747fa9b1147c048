import { Cause, Effect, Exit, Option } from 'effect';
import { policyOf } from '../../../../src/domain/content/policy';
import { pagesOf } from '../../../../src/domain/content/policy-pages';
import { paths } from '../../../../src/domain/paths';
import { activeSection, topBarKind } from '../../../../src/domain/route-chrome';
import { DEFAULT_SHARE_IMAGE } from '../../../../src/domain/share';
import { ARTICLE_MAIN_TEXT } from '../../../../src/domain/text/articles-main';
import { HEAD_TEXT } from '../../../../src/domain/text/head';
import { BOARD_HOME_TEXT, COMPETITION_HOME_TEXT } from '../../../../src/domain/text/main-pages';
import { PAGE_TEXT } from '../../../../src/domain/text/pages';
import { POLICY_TEXT } from '../../../../src/domain/text/policies';
import { TEAM_TEXT } from '../../../../src/domain/text/teams';
import { teamDetail } from '../../../application/competitions/teams.use-case';
import type { AppError } from '../../../application/errors';
import { contentFacts, profileFacts } from '../../../application/head/page-facts.use-case';
import { accountsRepository } from '../../db/accounts.repository';
import { shellBody } from '../../html/content-sanitizer';
import { unitOfWork } from '../../db/unit-of-work';
import { policyCatalogOf } from '../../policies/file-policy-catalog';
import type { AppDeps } from '../deps';
import { publicBaseUrl } from '../public-url';
import { ruleDepsOf } from '../rule-deps';
import type { Shell } from './first-screen';
import { type PageRoute, pageRouteOf } from './page-route';
import { shellData, teamShell } from './shell-data';

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

const notFoundTitle = (route: PageRoute): string =>
  route.page === 'content'
    ? pagesOf(route.kind).head.notFoundTitle
    : route.page === 'user'
      ? HEAD_TEXT.profileNotFound
      : route.page === 'team'
        ? TEAM_TEXT.notFound
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

  const firstScreen = shellData(deps, load);

  return async (path: string, search = ''): Promise<PageHead> => {
    const route = pageRouteOf(path);
    switch (route.page) {
      case 'home': {
        const home = section(path, ARTICLE_MAIN_TEXT.homeTitle, HEAD_TEXT.homeDescription, paths.home());
        return { ...home, cardTitle: HEAD_TEXT.defaultTitle, shell: { ...home.shell, banner: true } };
      }
      case 'boardHome': {
        const home = section(path, BOARD_HOME_TEXT.title, HEAD_TEXT.boardDescription, paths.boardHome());
        return { ...home, shell: { ...home.shell, ...(await firstScreen.board(search)) } };
      }
      case 'competitionHome': {
        const home = section(
          path,
          COMPETITION_HOME_TEXT.title,
          HEAD_TEXT.competitionDescription,
          paths.competitionHome(),
        );
        const cups = await firstScreen.cups();
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
            back: pagesOf(route.kind).head.back,
            tags: facts.tagCount > 0,
            body: shellBody(facts.body),
          },
        });
      }
      case 'policy': {
        // The document itself is the first screen: readable before (and without) the app.
        const version = new URLSearchParams(search).get('version') ?? undefined;
        const page = await load(policyCatalogOf(deps.config.policies).page(route.document, version));
        if (page === 'failed') return plain(path);
        const title = POLICY_TEXT.titles[route.document];
        if (page === null)
          return plain(path, { status: 404, title: HEAD_TEXT.pageTitle(title), noindex: true });
        return plain(path, {
          title: HEAD_TEXT.pageTitle(title),
          description: POLICY_TEXT.descriptions[route.document],
          cardTitle: title,
          canonicalUrl: `${base}${paths.policy(route.document)}`,
          // An older version is kept for reference, not for search results.
          noindex: !page.current,
          shell: { ...chrome(path, 'detail', title), body: page.html },
        });
      }
      case 'team': {
        // Issue 27: the team's name, age groups and emblem in the title and the preview.
        const facts = route.id === null ? null : await load(teamDetail(ruleDepsOf(deps).teams, route.id));
        if (facts === 'failed') return plain(path);
        if (facts === null || route.id === null) return notFound(path, route);
        const name = facts.team.name;
        return plain(path, {
          title: HEAD_TEXT.pageTitle(name),
          description: TEAM_TEXT.description(name, facts.ageGroups.join(', ')),
          cardTitle: TEAM_TEXT.pageTitle(name),
          canonicalUrl: `${base}${paths.competitionTeam(route.id)}`,
          image: imageOf(facts.team.emblemUrl, name),
          shell: { ...chrome(path, 'frame', name), narrow: true, team: teamShell(facts) },
        });
      }
      case 'user': {
        const facts = route.id === null ? null : await load(profileFacts(accounts, route.id, deps.clock()));
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
