import { Effect } from 'effect';
import type { SearchScope } from '../../../src/domain/catalog';
import { canSee, canWrite } from '../../../src/domain/content/permissions';
import { type ContentKind, policyOf, sortKeyOf } from '../../../src/domain/content/policy';
import { pagesOf } from '../../../src/domain/content/policy-pages';
import { POPULARITY, windowStart } from '../../../src/domain/content/popularity';
import { normalizeKeyword } from '../../../src/domain/content/search';
import { pageInfoOf } from '../../../src/domain/paging';
import { CONTENT_INPUT_TEXT as T } from '../../../src/domain/text/content-input';
import type { Viewer } from '../../../src/domain/viewer';
import type { ContentRecord, PageRequest } from '../../ports/content.port';
import type { Stores } from '../../ports/unit-of-work.port';
import { blockedAuthorsOf } from '../blocks/blocked';
import { BadRequest, Forbidden, NotFound } from '../errors';
import type { ContentDeps } from './content-deps';
import { cardShowsLike, toCard, toDetail, type ViewContext } from './content-view';
import { heldAmongItems, heldReasons } from './held';

const RELATED_LIMIT = 4;

/** The ids among `items` the viewer liked (cards and details carry the viewer's like). */
const likedAmong = (stores: Stores, viewer: Viewer, ids: readonly number[]) =>
  viewer ? stores.edges.among('contentLike', viewer.id, ids) : Effect.succeed(new Set<number>());

/** Cards of any kind for one viewer, with the viewer's liked flags (lists, profile tabs). */
export const cards = (
  stores: Stores,
  viewer: Viewer,
  items: readonly ContentRecord[],
  search?: ViewContext['search'],
) =>
  Effect.map(
    Effect.all([
      // Only the ids whose card shows the like: an article list reads no likes at all.
      likedAmong(
        stores,
        viewer,
        items.filter((c) => cardShowsLike(c.kind)).map((c) => c.id),
      ),
      heldAmongItems(stores, items),
      items.length === 0 ? Effect.succeed(undefined) : blockedAuthorsOf(stores, viewer),
    ]),
    ([liked, held, blocked]) =>
      items.map((c) => toCard(c, { viewer, liked, held, blocked, ...(search ? { search } : {}) })),
  );

/** Items with the views to show: the same count a detail shows (views are written in batches). */
const counted = (deps: ContentDeps, items: readonly ContentRecord[]) =>
  items.map((c) => {
    const views = deps.views.viewsOf(c.id, c.views);
    return views === c.views ? c : { ...c, views };
  });

export type ListInput = PageRequest & {
  /** The wire sort value (`publishedAt`, `LIKE_COUNT`, ...), already validated by the contract. */
  readonly sort: string;
  /** '' or ALL: every tag. */
  readonly tag?: string;
  readonly cursor?: string | undefined;
};

/** A kind's published list, by page (or continued by cursor where the kind does). */
export const listContent = (deps: ContentDeps, kind: ContentKind, viewer: Viewer, q: ListInput) =>
  Effect.gen(function* () {
    const policy = policyOf(kind);
    const stores = deps.uow.read;
    const tag = policy.maxTags === 0 || !q.tag || q.tag === 'ALL' ? null : q.tag;
    const result = yield* stores.contents.list({
      kind,
      tag,
      sort: sortKeyOf(policy, q.sort),
      page: q.page,
      size: q.size,
      cursor: policy.cursorPaging ? q.cursor : undefined,
    });
    if (result === 'invalid-cursor')
      return yield* new BadRequest({
        message: 'Bad Request',
        errors: [{ field: 'cursor', reason: T.cursorInvalid }],
      });
    return {
      data: yield* cards(stores, viewer, counted(deps, result.items)),
      pageInfo: pageInfoOf(q.page, q.size, result.total),
      ...(policy.cursorPaging ? { nextCursor: result.nextCursor } : {}),
    };
  });

export type SearchInput = PageRequest & {
  readonly keyword: string;
  readonly sort: string;
  readonly scope?: SearchScope;
};

/** A kind's search (title and text, or title, text, author); an empty keyword lists everything. */
export const searchContent = (deps: ContentDeps, kind: ContentKind, viewer: Viewer, q: SearchInput) =>
  Effect.gen(function* () {
    const policy = policyOf(kind);
    const keyword = normalizeKeyword(q.keyword);
    const scope = q.scope ?? 'TITLE_CONTENT';
    if (!policy.searchScopes.includes(scope))
      return yield* new BadRequest({
        message: 'Bad Request',
        errors: [{ field: 'searchType', reason: T.searchScopeInvalid }],
      });
    if (keyword === '') {
      const all = yield* listContent(deps, kind, viewer, { page: q.page, size: q.size, sort: q.sort });
      return { data: all.data, pageInfo: all.pageInfo };
    }
    const stores = deps.uow.read;
    const result = yield* stores.contents.search({
      kind,
      keyword,
      scope,
      sort: sortKeyOf(policy, q.sort),
      page: q.page,
      size: q.size,
    });
    return {
      data: yield* cards(stores, viewer, counted(deps, result.items), { keyword, scope }),
      pageInfo: pageInfoOf(q.page, q.size, result.total),
    };
  });

/**
 * The popular block, as the kind's policy sets it (`popularity`): articles rank the newest few hundred,
 * those of the last 30 days first; the boards rank the week's posts (src/domain/content/popularity.ts).
 */
export const popularContent = (deps: ContentDeps, kind: ContentKind, viewer: Viewer) =>
  Effect.gen(function* () {
    const stores = deps.uow.read;
    const { windowDays, pool } = pagesOf(kind).popularity;
    const since = windowStart(deps.clock(), windowDays);
    const items =
      pool === null
        ? yield* stores.contents.popular(kind, since, POPULARITY.limit)
        : yield* stores.contents.popular(kind, since, POPULARITY.limit, pool);
    return yield* cards(stores, viewer, counted(deps, items));
  });

/** The signed-in writer's own drafts of a kind, last saved first. */
export const contentDrafts = (deps: ContentDeps, kind: ContentKind, actor: NonNullable<Viewer>) =>
  Effect.gen(function* () {
    if (!canWrite(actor.role, policyOf(kind))) return yield* new Forbidden({});
    const stores = deps.uow.read;
    return yield* cards(stores, actor, yield* stores.contents.drafts(kind, actor.id));
  });

/** The item, or 404 when missing, of another kind, or a draft the viewer may not see. */
export const visibleContent = (stores: Stores, kind: ContentKind, viewer: Viewer, id: number) =>
  Effect.gen(function* () {
    const item = yield* stores.contents.find(kind, id);
    if (!item || !canSee(viewer, item))
      return yield* new NotFound({ message: policyOf(kind).notFoundMessage });
    return item;
  });

/**
 * One item. A published item counts one view per viewer per 24 hours (`viewerKeys`: the user, or a
 * visitor's address and cookie; a view counts only when none of them was seen); a draft answers 404
 * to all but its author and ADMIN, so its existence does not leak, and never counts views; nor do the
 * author's own reads (the editor loads the item this way too). Views are counted in memory and
 * written in batches (`ViewCounter`); the answer adds those not yet written, so a reader sees their
 * own view at once.
 */
export const contentDetail = (
  deps: ContentDeps,
  kind: ContentKind,
  viewer: Viewer,
  id: number,
  viewerKeys: readonly string[],
) =>
  Effect.gen(function* () {
    // The item and the viewer's like in one read.
    const found = yield* deps.uow.read.contents.findSeenBy(kind, id, viewer?.id ?? null);
    if (!found || !canSee(viewer, found.item))
      return yield* new NotFound({ message: policyOf(kind).notFoundMessage });
    const { item } = found;
    const counts = !item.isDraft && viewer?.id !== item.authorId && viewerKeys.length > 0;
    if (counts) yield* deps.views.count(id, viewerKeys, deps.clock());
    const views = deps.views.viewsOf(id, item.views);
    const liked = new Set(found.liked ? [id] : []);
    const held = yield* heldReasons(deps.uow.read, kind, [id]);
    const blocked = yield* blockedAuthorsOf(deps.uow.read, viewer);
    return toDetail({ ...item, views }, { viewer, liked, held, blocked });
  });

/** The author's other published items of the kind, newest first (the article page's side list). */
export const relatedContent = (deps: ContentDeps, kind: ContentKind, viewer: Viewer, id: number) =>
  Effect.gen(function* () {
    const stores = deps.uow.read;
    const item = yield* visibleContent(stores, kind, viewer, id);
    return yield* cards(
      stores,
      viewer,
      counted(deps, yield* stores.contents.byAuthor(kind, item.authorId, id, RELATED_LIMIT)),
    );
  });
