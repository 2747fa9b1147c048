import type { SearchScope } from '../../domain/catalog';
import { CONTENT_LIMITS } from '../../domain/content/limits';
import { canSee, canWrite } from '../../domain/content/permissions';
import { type ContentKind, policyOf, sortKeyOf } from '../../domain/content/policy';
import { POPULARITY, popularityScore, windowStart } from '../../domain/content/popularity';
import { normalizeKeyword } from '../../domain/content/search';
import { offsetOf, pageInfoOf } from '../../domain/paging';
import { CONTENT_INPUT_TEXT as T } from '../../domain/text/content-input';
import type { Viewer } from '../../domain/viewer';
import { commentCount, likeCount } from './fake-counts';
import { decodeCursor, encodeCursor, isAfter, matches, positionOf, sortItems } from './fake-order';
import { badField, forbidden, notFound } from './fake-server';
import type { FakeContent, FakeStore } from './fake-store';
import { type Search, toCard, toDetail } from './fake-views';

/**
 * The reading use cases of every kind on the fake store, step for step those of
 * server/application/content/content-queries.use-case.ts, with the domain's rules and constants.
 */
export interface Ctx {
  readonly store: FakeStore;
  readonly now: () => Date;
}

const published = (s: FakeStore, kind: ContentKind) =>
  [...s.contents.values()].filter((c) => c.kind === kind && !c.isDraft);

const cards = (s: FakeStore, viewer: Viewer, items: readonly FakeContent[], search?: Search) =>
  items.map((c) => toCard(s, c, viewer, search));

export type ListInput = {
  readonly page: number;
  readonly size: number;
  /** The wire sort value, validated by the contract. */
  readonly sort: string;
  readonly tag?: string | undefined;
  readonly cursor?: string | undefined;
};

export const listContent = ({ store: s }: Ctx, kind: ContentKind, viewer: Viewer, q: ListInput) => {
  const policy = policyOf(kind);
  const sort = sortKeyOf(policy, q.sort);
  const tag = policy.maxTags === 0 || !q.tag || q.tag === 'ALL' ? null : q.tag;
  const cursor = policy.cursorPaging ? q.cursor : undefined;
  const position = cursor === undefined ? undefined : decodeCursor(sort, cursor);
  if (position === null) return badField('cursor', T.cursorInvalid);
  const all = sortItems(
    s,
    published(s, kind).filter((c) => tag === null || c.tags.includes(tag)),
    sort,
  );
  const offset = offsetOf(q.page, q.size);
  const found =
    !position && offset >= all.length
      ? []
      : position
        ? all.filter((c) => isAfter(positionOf(s, c, sort), position)).slice(0, q.size)
        : all.slice(offset, offset + q.size);
  const last = found.at(-1);
  const nextCursor = last && found.length === q.size ? encodeCursor(sort, positionOf(s, last, sort)) : null;
  return {
    data: cards(s, viewer, found),
    pageInfo: pageInfoOf(q.page, q.size, all.length),
    ...(policy.cursorPaging ? { nextCursor } : {}),
  };
};

export type SearchInput = {
  readonly page: number;
  readonly size: number;
  readonly keyword: string;
  readonly sort: string;
  readonly scope?: SearchScope | undefined;
};

/** Every word must occur; an empty keyword lists everything; the count stops at the cap. */
export const searchContent = (ctx: Ctx, kind: ContentKind, viewer: Viewer, q: SearchInput) => {
  const s = ctx.store;
  const policy = policyOf(kind);
  const keyword = normalizeKeyword(q.keyword);
  const scope = q.scope ?? 'TITLE_CONTENT';
  if (!policy.searchScopes.includes(scope)) return badField('searchType', T.searchScopeInvalid);
  if (keyword === '') {
    const all = listContent(ctx, kind, viewer, { page: q.page, size: q.size, sort: q.sort });
    return { data: all.data, pageInfo: all.pageInfo };
  }
  const found = sortItems(
    s,
    published(s, kind).filter((c) => matches(s, c, keyword, scope)),
    sortKeyOf(policy, q.sort),
  );
  const total = Math.min(found.length, CONTENT_LIMITS.searchCountCap);
  const offset = offsetOf(q.page, q.size);
  const page = offset >= total ? [] : found.slice(offset, offset + q.size);
  return {
    data: cards(s, viewer, page, { keyword, scope }),
    pageInfo: pageInfoOf(q.page, q.size, total),
  };
};

const byRank = (s: FakeStore) => (x: FakeContent, y: FakeContent) => {
  const score = (c: FakeContent) =>
    popularityScore({ likeCount: likeCount(s, c.id), commentCount: commentCount(s, c.id), views: c.views });
  return (
    score(y) - score(x) || (y.publishedAt?.getTime() ?? 0) - (x.publishedAt?.getTime() ?? 0) || y.id - x.id
  );
};

/**
 * Articles rank the newest few hundred, those of the last 30 days first; the boards rank the week's
 * posts only (src/domain/content/popularity.ts).
 */
export const popularContent = ({ store: s, now }: Ctx, kind: ContentKind, viewer: Viewer) => {
  const newest = sortItems(s, published(s, kind), 'latest');
  if (kind === 'article') {
    const since = windowStart(now(), POPULARITY.articleWindowDays).getTime();
    const recent = (c: FakeContent) => ((c.publishedAt?.getTime() ?? 0) >= since ? 1 : 0);
    const rank = byRank(s);
    const ranked = newest
      .slice(0, POPULARITY.articlePool)
      .sort((x, y) => recent(y) - recent(x) || rank(x, y));
    return cards(s, viewer, ranked.slice(0, POPULARITY.limit));
  }
  const since = windowStart(now(), POPULARITY.weeklyWindowDays).getTime();
  const week = newest.filter((c) => (c.publishedAt?.getTime() ?? 0) >= since).sort(byRank(s));
  return cards(s, viewer, week.slice(0, POPULARITY.limit));
};

export const contentDrafts = ({ store: s }: Ctx, kind: ContentKind, actor: NonNullable<Viewer>) => {
  if (!canWrite(actor.role, policyOf(kind))) return forbidden();
  const drafts = [...s.contents.values()]
    .filter((c) => c.kind === kind && c.isDraft && c.authorId === actor.id)
    .sort((x, y) => y.modifiedAt.getTime() - x.modifiedAt.getTime() || y.id - x.id)
    .slice(0, 200);
  return cards(s, actor, drafts);
};

/** The item, or 404 when missing, of another kind, or a draft the viewer may not see. */
export const visibleContent = (s: FakeStore, kind: ContentKind, viewer: Viewer, id: number): FakeContent => {
  const item = s.contents.get(id);
  if (!item || item.kind !== kind || !canSee(viewer, item)) return notFound(policyOf(kind).notFoundMessage);
  return item;
};

const DAY_MS = 86_400_000;
/** Every visitor of the demo is one visitor (the server tells them apart by address and cookie). */
const VISITOR_KEY = 'a:demo-visitor';

/** One view per viewer per 24 hours; never for a draft, never for the author's own reads. */
export const contentDetail = ({ store: s, now }: Ctx, kind: ContentKind, viewer: Viewer, id: number) => {
  const item = visibleContent(s, kind, viewer, id);
  if (!item.isDraft && viewer?.id !== item.authorId) {
    const key = `${id}|${viewer ? `u:${viewer.id}` : VISITOR_KEY}`;
    const started = s.views.get(key);
    const at = now().getTime();
    if (started === undefined || started <= at - DAY_MS) {
      s.views.set(key, at);
      item.views += 1;
    }
  }
  return toDetail(s, item, viewer);
};

export const relatedContent = ({ store: s }: Ctx, kind: ContentKind, viewer: Viewer, id: number) => {
  const item = visibleContent(s, kind, viewer, id);
  const others = published(s, kind).filter((c) => c.authorId === item.authorId && c.id !== id);
  return cards(s, viewer, sortItems(s, others, 'latest').slice(0, 4));
};
