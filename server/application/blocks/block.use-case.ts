import { Effect } from 'effect';
import {
  BLOCK_MAX,
  type BlockScope,
  type BlockSourceKind,
  blockRefusal,
  blockScopeOf,
} from '../../../src/domain/blocks';
import { canSee } from '../../../src/domain/content/permissions';
import { isContentKind, policyOf } from '../../../src/domain/content/policy';
import { excerptOf } from '../../../src/domain/content/text';
import { pageInfoOf } from '../../../src/domain/paging';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import { BLOCK_TEXT } from '../../../src/domain/text/blocks';
import type { Viewer } from '../../../src/domain/viewer';
import type { BlockRecord } from '../../ports/blocks.port';
import type { PageRequest } from '../../ports/content.port';
import type { Stores, UnitOfWork } from '../../ports/unit-of-work.port';
import { toComment } from '../comments/comment-view';
import { visibleContent } from '../content/content-queries.use-case';
import { toDetail } from '../content/content-view';
import { heldReasons } from '../content/held';
import { BadRequest, NotFound } from '../errors';

/** What the block use cases work with (issue 22). */
export type BlockDeps = { readonly uow: UnitOfWork; readonly clock: () => Date };

type Actor = NonNullable<Viewer>;

export type BlockInput = { readonly sourceKind: BlockSourceKind; readonly sourceId: number };

/** The member a source names, the scope the block takes and its excerpt; 404 when it is not there. */
const sourceFacts = (stores: Stores, actor: Actor, source: BlockInput) =>
  Effect.gen(function* () {
    const kind = source.sourceKind;
    if (isContentKind(kind)) {
      const policy = policyOf(kind);
      const item = yield* stores.contents.find(kind, source.sourceId);
      if (!item || item.isDraft || !canSee(actor, item))
        return yield* new NotFound({ message: policy.notFoundMessage });
      return {
        blockedId: item.authorId,
        scope: blockScopeOf(policy.anonymous),
        excerpt: excerptOf(item.title),
      };
    }
    if (kind === 'comment') {
      const comment = yield* stores.comments.find(source.sourceId);
      if (!comment || comment.deleted)
        return yield* new NotFound({ message: SERVER_MESSAGES.commentNotFound });
      const item = yield* stores.contents.find(comment.contentKind, comment.contentId);
      if (!item || !canSee(actor, item))
        return yield* new NotFound({ message: SERVER_MESSAGES.commentNotFound });
      return {
        blockedId: comment.authorId,
        scope: blockScopeOf(policyOf(comment.contentKind).anonymous),
        excerpt: excerptOf(comment.content),
      };
    }
    const nickname = (yield* stores.people.exists(source.sourceId))
      ? yield* stores.people.nickname(source.sourceId)
      : null;
    if (nickname === null) return yield* new NotFound({ message: SERVER_MESSAGES.userNotFound });
    return { blockedId: source.sourceId, scope: 'named' as BlockScope, excerpt: nickname };
  });

/**
 * Blocks a member (차단): from their profile, or the author of a post or comment named by its id. The
 * blocked member is told nothing and nothing of theirs changes. From the anonymous board the block is
 * anonymous: its answer and the blocker's list never say who it is (src/domain/blocks.ts). Blocking
 * the same named member again answers the block they already have.
 */
export const blockMember = (deps: BlockDeps, actor: Actor, input: BlockInput) =>
  deps.uow.transaction((stores) =>
    Effect.gen(function* () {
      const facts = yield* sourceFacts(stores, actor, input);
      const refusal = blockRefusal(actor.id, facts.blockedId, yield* stores.blocks.count(actor.id));
      if (refusal === 'self')
        return yield* new BadRequest({
          message: SERVER_MESSAGES.cannotBlockYourself,
          detailedMessage: BLOCK_TEXT.self,
        });
      if (refusal === 'limit')
        return yield* new BadRequest({
          message: SERVER_MESSAGES.tooManyBlocks,
          detailedMessage: BLOCK_TEXT.limit(BLOCK_MAX),
        });
      const made = yield* stores.blocks.insert(
        {
          blockerId: actor.id,
          blockedId: facts.blockedId,
          scope: facts.scope,
          source: { kind: input.sourceKind, id: input.sourceId },
          excerpt: facts.excerpt,
        },
        deps.clock(),
      );
      return { id: made.id };
    }),
  );

/** Undoes one of the caller's blocks; 404 for a block that is not theirs. */
export const unblock = (deps: BlockDeps, actor: Actor, id: number) =>
  Effect.gen(function* () {
    if (!(yield* deps.uow.transaction((stores) => stores.blocks.remove(actor.id, id))))
      return yield* new NotFound({ message: SERVER_MESSAGES.blockNotFound });
  });

/** BlockEntry of the contract: an anonymous block carries its excerpt only, never the member. */
const toEntry = (b: BlockRecord) => ({
  id: b.id,
  anonymous: b.scope === 'anonymous',
  user:
    b.scope === 'named' && b.blocked
      ? { id: b.blockedId, nickname: b.blocked.nickname, profileImageUrl: b.blocked.profileImageUrl }
      : null,
  excerpt: b.excerpt,
  createdAt: b.createdAt.toISOString(),
});

/** The caller's blocks, newest first (the list in account settings). */
export const myBlocks = (deps: BlockDeps, actor: Actor, page: PageRequest) =>
  Effect.map(deps.uow.read.blocks.page(actor.id, page), ({ items, total }) => ({
    data: items.map(toEntry),
    pageInfo: pageInfoOf(page.page, page.size, total),
  }));

/**
 * One post or comment as the caller sees it without their blocks (the placeholder's "이번만 보기"):
 * everything else that hides it (a draft, a hold, a blind, a deletion) still does.
 */
export const revealBlocked = (deps: BlockDeps, actor: Actor, input: BlockInput) =>
  Effect.gen(function* () {
    const stores = deps.uow.read;
    const kind = input.sourceKind;
    if (isContentKind(kind)) {
      const item = yield* visibleContent(stores, kind, actor, input.sourceId);
      const held = yield* heldReasons(stores, kind, [item.id]);
      const shown = toDetail(item, { viewer: actor, liked: new Set(), held }) as {
        title: string;
        content: string;
      };
      return { title: shown.title, content: shown.content };
    }
    const comment = kind === 'comment' ? yield* stores.comments.find(input.sourceId) : null;
    if (!comment) return yield* new NotFound({ message: SERVER_MESSAGES.commentNotFound });
    yield* visibleContent(stores, comment.contentKind, actor, comment.contentId);
    const held = yield* heldReasons(stores, 'comment', [comment.id]);
    return { title: null, content: toComment(comment, actor, new Set(), held).content };
  });
