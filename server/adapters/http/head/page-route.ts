import { CONTENT_KINDS, type ContentKind } from '../../../../src/domain/content/policy';
import { pagesOf } from '../../../../src/domain/content/policy-pages';
import { idOf, ROUTES, type RouteName } from '../../../../src/domain/paths';
import type { PolicyDocument } from '../../../../src/domain/policies';

/**
 * Which page of the browser app an address shows, as far as its served head cares: the shareable
 * pages by name (with the id from the address, or null when the address names none), the app's other
 * routes as private (never indexed) or plain, and addresses no route matches.
 */
export type PageRoute =
  | { readonly page: 'home' | 'boardHome' | 'competitionHome' }
  | { readonly page: 'content'; readonly kind: ContentKind; readonly id: number | null }
  | { readonly page: 'user'; readonly id: number | null }
  | { readonly page: 'team'; readonly id: number | null }
  | { readonly page: 'policy'; readonly document: PolicyDocument }
  | { readonly page: 'private' | 'plain'; readonly route: RouteName }
  | { readonly page: 'unknown' };

/** Routes with nothing for a search engine: forms, a viewer's own pages, sign-in steps. */
export const PRIVATE_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'articleDraft',
  'articleEdit',
  'articlePost',
  'boardWrite',
  'boardEdit',
  'boardDraft',
  'userEdit',
  'passwordEdit',
  'alarm',
  'signIn',
  'signUp',
  'oauth',
  'loginFailure',
  'oauthLoginFailure',
  'onboarding',
  'passwordForgot',
  'passwordReset',
]);

/** The policy pages (issue 23), to their document. */
const POLICY_ROUTES: ReadonlyMap<RouteName, PolicyDocument> = new Map<RouteName, PolicyDocument>([
  ['terms', 'terms'],
  ['privacy', 'privacy'],
  ['marketingPolicy', 'marketing'],
]);

/** The detail route of each kind (`CONTENT_PAGES`' `routes.detail`), to the kind. */
const CONTENT: ReadonlyMap<RouteName, ContentKind> = new Map(
  CONTENT_KINDS.map((kind) => [pagesOf(kind).routes.detail, kind]),
);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The router's matching (wouter over regexparam): a `:param` is one non-empty segment, a trailing
 * slash is optional, letters match in either case; the first route in ROUTES order wins, as in the
 * app's Switch.
 */
const MATCHERS = (Object.entries(ROUTES) as [RouteName, string][]).map(([name, pattern]) => ({
  name,
  regex: new RegExp(
    `^${pattern
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegex(segment)))
      .join('/')}/?$`,
    'i',
  ),
}));

export const pageRouteOf = (path: string): PageRoute => {
  for (const { name, regex } of MATCHERS) {
    const match = regex.exec(path);
    if (!match) continue;
    const kind = CONTENT.get(name);
    if (kind) return { page: 'content', kind, id: idOf(match[1]) };
    if (name === 'user') return { page: 'user', id: idOf(match[1]) };
    if (name === 'competitionTeam') return { page: 'team', id: idOf(match[1]) };
    const document = POLICY_ROUTES.get(name);
    if (document) return { page: 'policy', document };
    if (name === 'home' || name === 'articleHome') return { page: 'home' };
    if (name === 'boardHome' || name === 'competitionHome') return { page: name };
    return { page: PRIVATE_ROUTES.has(name) ? 'private' : 'plain', route: name };
  }
  return { page: 'unknown' };
};
