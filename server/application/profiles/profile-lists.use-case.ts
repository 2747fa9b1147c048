import { Effect } from 'effect';
import { type ContentKind, policyOf } from '../../../src/domain/content/policy';
import { type ProfileListSource, profileListsOf } from '../../../src/domain/content/policy-pages';
import { pageInfoOf } from '../../../src/domain/paging';
import { ageBandOf, visibilityForOthers } from '../../../src/domain/minors';
import { listVisibleTo, type VisibilityList } from '../../../src/domain/profile';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import type { Viewer } from '../../../src/domain/viewer';
import type { PageRequest } from '../../ports/content.port';
import type { Counted, ProfileCommentRecord } from '../../ports/profiles.port';
import type { Stores } from '../../ports/unit-of-work.port';
import { blockedAuthorsOf } from '../blocks/blocked';
import { cards } from '../content/content-queries.use-case';
import { blockedStateOf } from '../content/content-view';
import { NotFound } from '../errors';
import type { ProfileDeps } from './profile-deps';

/**
 * What one profile list holds: the member's published items of a kind, the items of a kind they liked,
 * or their comments on a kind; and, for the lists others see, the setting that may hide it (null: the
 * list is always public, as an author's articles are).
 */
export type ProfileList = {
  readonly source: ProfileListSource;
  readonly kind: ContentKind;
  readonly visibility: VisibilityList | null;
};

/** One of the member's own lists: never hidden from them. */
const list = (source: ProfileListSource, kind: ContentKind): ProfileList => ({
  source,
  kind,
  visibility: null,
});

/**
 * One of a member's lists as others see it, hidden by the setting the kind's policy names
 * (`CONTENT_PROFILE_LISTS`, policy-pages.ts); a kind whose lists are not public has none.
 */
const othersList = (source: ProfileListSource, kind: ContentKind): ProfileList => {
  const profile = profileListsOf(kind);
  if (!profile.public) throw new Error(`the ${kind} lists of a profile are the owner's only`);
  return { source, kind, visibility: profile.visibility[source] };
};

/** The member's own lists (spec section 7 "Users"): everything, the anonymous Q&A board's included. */
export const OWN_LISTS = {
  ownLikedArticles: list('liked', 'article'),
  ownArticles: list('authored', 'article'),
  ownArticleComments: list('comments', 'article'),
  ownPosts: list('authored', 'post'),
  ownLikedPosts: list('liked', 'post'),
  ownPostComments: list('comments', 'post'),
  ownQnaPosts: list('authored', 'qna'),
  ownLikedQnaPosts: list('liked', 'qna'),
  ownQnaComments: list('comments', 'qna'),
} as const;

/**
 * Another member's lists. None is of the Q&A board: its posts and comments are anonymous, and even the
 * Q&A posts someone liked would tell what they read there, so others never get a Q&A list at all.
 */
export const OTHERS_LISTS = {
  userArticles: othersList('authored', 'article'),
  userLikedArticles: othersList('liked', 'article'),
  userArticleComments: othersList('comments', 'article'),
  userPosts: othersList('authored', 'post'),
  userLikedPosts: othersList('liked', 'post'),
  userPostComments: othersList('comments', 'post'),
} as const;

/** ProfileComment of the contract. */
const toProfileComment = (c: ProfileCommentRecord) => ({
  id: c.id,
  content: c.content,
  likeCount: c.likeCount,
  createdAt: c.createdAt.toISOString(),
  modifiedAt: c.modifiedAt.toISOString(),
  contentKind: c.contentKind,
  contentId: c.contentId,
  contentTitle: c.contentTitle,
  parentCommentId: c.parentId,
});

const pageOf = <T>(page: PageRequest, found: Counted<unknown>, data: readonly T[]) => ({
  data,
  pageInfo: pageInfoOf(page.page, page.size, found.total),
  hidden: false,
});

/** A page of one list of a member, built for the viewer (cards carry the viewer's liked flags). */
const readList = (stores: Stores, spec: ProfileList, ownerId: number, viewer: Viewer, page: PageRequest) =>
  Effect.gen(function* () {
    if (spec.source === 'comments') {
      const found = yield* stores.profiles.comments(ownerId, spec.kind, page);
      // A viewer who blocked the member reads their comments collapsed (issue 22), as in threads.
      const { collapsed, mark } = blockedStateOf(
        yield* blockedAuthorsOf(stores, viewer),
        ownerId,
        policyOf(spec.kind).anonymous,
      );
      const shown = (c: ProfileCommentRecord) =>
        collapsed ? { ...toProfileComment(c), content: '', ...mark } : toProfileComment(c);
      return pageOf(page, found, found.items.map(shown));
    }
    const found =
      spec.source === 'authored'
        ? yield* stores.profiles.authored(ownerId, spec.kind, page)
        : yield* stores.profiles.liked(ownerId, spec.kind, page);
    return pageOf(page, found, yield* cards(stores, viewer, found.items));
  });

/** One of the signed-in member's own lists: everything, never hidden. */
export const ownList = (
  deps: ProfileDeps,
  spec: ProfileList,
  actor: NonNullable<Viewer>,
  page: PageRequest,
) => readList(deps.uow.read, spec, actor.id, actor, page);

/**
 * Another member's list as the viewer may see it (src/domain/profile.ts `listVisibleTo`): a hidden
 * list answers no data, a zero count and `hidden: true`, and its rows are not even read. 404 for an
 * unknown, deleted or not yet onboarded account.
 */
export const memberList = (
  deps: ProfileDeps,
  spec: ProfileList,
  viewer: Viewer,
  ownerId: number,
  page: PageRequest,
) =>
  Effect.gen(function* () {
    const stores = deps.uow.read;
    const owner = yield* stores.profiles.owner(ownerId);
    if (!owner) return yield* new NotFound({ message: SERVER_MESSAGES.userNotFound });
    // A child's lists are private to others whatever the child chose (issue 23, src/domain/minors.ts).
    const band = ageBandOf(owner.birthDate, deps.clock());
    const visibility = visibilityForOthers(owner.visibility, band);
    const childHidden = band === 'CHILD' && viewer?.id !== ownerId;
    if (
      childHidden ||
      (spec.visibility && !listVisibleTo(visibility, spec.visibility, ownerId, viewer?.id ?? null))
    )
      return { data: [], pageInfo: pageInfoOf(page.page, page.size, 0), hidden: true };
    return yield* readList(stores, spec, ownerId, viewer, page);
  });
