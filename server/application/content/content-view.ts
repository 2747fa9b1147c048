import { type BlockedAuthors, isBlockedAuthor } from '../../../src/domain/blocks';
import type { SearchScope } from '../../../src/domain/catalog';
import { authorView } from '../../../src/domain/content/author-view';
import { type ContentKind, type ContentPolicy, policyOf } from '../../../src/domain/content/policy';
import { type ContentPages, pagesOf } from '../../../src/domain/content/policy-pages';
import { seesHeld } from '../../../src/domain/content/permissions';
import { escapeHtml, highlight, highlightedPreview } from '../../../src/domain/content/search';
import type { ReportReason } from '../../../src/domain/reports';
import { BLOCK_TEXT } from '../../../src/domain/text/blocks';
import { REPORT_TEXT } from '../../../src/domain/text/reports';
import { isAuthor, type Viewer } from '../../../src/domain/viewer';
import type { AuthorFacts, ContentRecord } from '../../ports/content.port';

/**
 * Author info (spec section 3), built by the domain's one rule (src/domain/content/author-view.ts):
 * the level as `LEVEL_N` from received likes; on an anonymous kind no trace of the author for anyone
 * but an ADMIN; a deleted account as 탈퇴한 회원 with no id, picture, job, level or role.
 */
export const authorInfo = (a: AuthorFacts, policy: ContentPolicy, viewer: Viewer) =>
  authorView(a, policy, viewer);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What every card and detail needs to know about who is looking. */
export type ViewContext = {
  readonly viewer: Viewer;
  /** Ids the viewer liked (cards and details carry `liked`). */
  readonly liked: ReadonlySet<number>;
  /** The search that found the items, for highlights. */
  readonly search?: { readonly keyword: string; readonly scope: SearchScope };
  /** Ids held by reports pending review, with the reason (issue 22). */
  readonly held?: ReadonlyMap<number, ReportReason>;
  /** The members the viewer blocks (issue 22): their items are collapsed. */
  readonly blocked?: BlockedAuthors;
};

/**
 * The held state of every kind, decided once: a held item reaches its author and MODERATOR or ADMIN
 * as it is, marked with the reason; everyone else gets the placeholder title and no body, summary or
 * picture (`masked`).
 */
export const heldStateOf = (
  held: ReadonlyMap<number, ReportReason> | undefined,
  id: number,
  viewer: Viewer,
  authorId: number | null,
) => {
  const reason = held?.get(id);
  if (reason === undefined) return { masked: false, mark: {} };
  const sees = seesHeld(viewer, { authorId });
  return { masked: !sees, mark: { held: { reason: sees ? reason : null } } };
};

/**
 * The blocked state (issue 22), decided once for every kind: an item whose author the viewer blocked
 * (a named author by a named block, an anonymous one by an anonymous block, src/domain/blocks.ts)
 * reaches the viewer collapsed, marked `blocked`, its words replaced by the placeholder.
 */
export const blockedStateOf = (
  blocked: BlockedAuthors | undefined,
  authorId: number | null,
  anonymous: boolean,
) => {
  const collapsed = isBlockedAuthor(blocked, authorId, anonymous);
  return { collapsed, mark: collapsed ? { blocked: true as const } : {} };
};

/** The record as a viewer who may not see it gets it: the placeholder and nothing of its words. */
const maskedRecord = (c: ContentRecord, title: string = REPORT_TEXT.heldPlaceholder): ContentRecord => ({
  ...c,
  title,
  content: '',
  contentText: '',
  contentSummary: '',
  thumbnailUrl: null,
});

/** The record to show and its held or blocked mark, for one viewer: the hold's placeholder comes first. */
const shown = (c: ContentRecord, ctx: ViewContext) => {
  const { masked, mark } = heldStateOf(ctx.held, c.id, ctx.viewer, c.authorId);
  if (masked) return { item: maskedRecord(c), mark };
  const blocked = blockedStateOf(ctx.blocked, c.authorId, policyOf(c.kind).anonymous);
  return {
    item: blocked.collapsed ? maskedRecord(c, BLOCK_TEXT.placeholder) : c,
    mark: { ...mark, ...blocked.mark },
  };
};

const common = (c: ContentRecord, ctx: ViewContext) => ({
  id: c.id,
  title: c.title,
  tags: [...c.tags],
  author: authorInfo(c.author, policyOf(c.kind), ctx.viewer),
  views: c.views,
  likeCount: c.likeCount,
  commentCount: c.commentCount,
  isDraft: c.isDraft,
  createdAt: c.createdAt.toISOString(),
  modifiedAt: c.modifiedAt.toISOString(),
  publishedAt: iso(c.publishedAt),
});

/** ArticleListItem of the contract. */
const articleCard = (c: ContentRecord, ctx: ViewContext) => ({
  ...common(c, ctx),
  content: c.content,
  contentSummary: c.contentSummary,
  thumbnailUrl: c.thumbnailUrl,
});

/** BoardCard of the contract: highlights (escaped, search words marked) and the viewer's own flags. */
const boardCard = (c: ContentRecord, ctx: ViewContext) => {
  const policy = policyOf(c.kind);
  const search = ctx.search;
  const inTitle = search && (search.scope === 'TITLE' || search.scope === 'TITLE_CONTENT');
  const inText = search && (search.scope === 'CONTENT' || search.scope === 'TITLE_CONTENT');
  return {
    ...common(c, ctx),
    highlightedTitle: inTitle ? highlight(c.title, search.keyword) : escapeHtml(c.title),
    highlightedContentPreview: inText
      ? highlightedPreview(c.contentText, search.keyword)
      : escapeHtml(c.contentSummary),
    likedBoard: ctx.liked.has(c.id),
    mine: isAuthor(ctx.viewer, c.authorId),
    draftUrl: policy.paths.draft(c.id),
    editUrl: policy.paths.edit(c.id),
  };
};

/** The detail of any kind: the body, the viewer's like and whether it is theirs. */
const detail = (c: ContentRecord, ctx: ViewContext) => ({
  ...common(c, ctx),
  content: c.content,
  liked: ctx.liked.has(c.id),
  mine: isAuthor(ctx.viewer, c.authorId),
});

/** The two card and detail shapes of the wire; each kind names its own (`card`, policy-pages.ts). */
const VIEWS: Readonly<
  Record<
    ContentPages['card'],
    {
      card: (c: ContentRecord, ctx: ViewContext) => object;
      detail: (c: ContentRecord, ctx: ViewContext) => object;
      /** Whether the card shows the viewer's like (the article card of the spec does not). */
      cardShowsLike: boolean;
    }
  >
> = {
  article: {
    card: articleCard,
    detail: (c, ctx) => ({ ...detail(c, ctx), thumbnailUrl: c.thumbnailUrl }),
    cardShowsLike: false,
  },
  board: { card: boardCard, detail, cardShowsLike: true },
};

const viewOf = (kind: ContentKind) => VIEWS[pagesOf(kind).card];

/** Whether a kind's cards carry the viewer's like: when none does, the likes need not be read. */
export const cardShowsLike = (kind: ContentKind) => viewOf(kind).cardShowsLike;

/**
 * Whether a kind's cards are the same whoever looks: then a signed-in reader's page of them is the
 * visitor's, and may be answered from the response cache (cache/cached-operations.ts).
 */
export const cardSameForEveryViewer = (_kind: ContentKind): boolean =>
  // No kind's are since blocks (issue 22): a card whose author the viewer blocked is collapsed for
  // that viewer alone, the article card too. (Before, the article card was: it carries no like.)
  false;

export const toCard = (c: ContentRecord, ctx: ViewContext): object => {
  const { item, mark } = shown(c, ctx);
  return { ...viewOf(c.kind).card(item, ctx), ...mark };
};
export const toDetail = (c: ContentRecord, ctx: ViewContext): object => {
  const { item, mark } = shown(c, ctx);
  return { ...viewOf(c.kind).detail(item, ctx), ...mark };
};
