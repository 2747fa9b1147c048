import { ARTICLE_OPERATIONS } from '../../../../src/contract/articles.operations';
import { COMPETITION_OPERATIONS } from '../../../../src/contract/competitions.operations';
import type { ContentOperations } from '../../../../src/contract/content.operations';
import { CONTENT_OPERATIONS } from '../../../../src/contract/content-tables';
import type { Operation } from '../../../../src/contract/operation';
import { CONTENT_KINDS } from '../../../../src/domain/content/policy';
import { seoulDateKey } from '../../../../src/domain/relative-time';
import { cardSameForEveryViewer } from '../../../application/content/content-view';

/**
 * What the response cache keeps and what a write makes stale, in one place. A scope is a content kind
 * (`article`, `post`, `qna`) or `youth` (competitions and news).
 */
export const YOUTH_SCOPE = 'youth';
const EVERY_KIND: readonly string[] = [...CONTENT_KINDS];

/**
 * The anonymous reads answered from the cache, with the scope whose writes make them stale: every
 * kind's list, search, popular block and detail, the article page's related list, and every youth read.
 * A search is kept like a list page (issue 25: a search computed its n-gram query and cards for every
 * request, 2-8 ms of CPU): its key is its path and query, keyword and page included, so the searches
 * people repeat are answered from memory, and a stream of new keywords only fills the cache up to
 * its bounds (CACHE_MAX_ENTRIES, CACHE_MAX_BYTES; the oldest answers go first). Comments are not kept.
 */
/** A cached read: its scope and, for answers that change with the day, the day (its key includes it). */
export type CachedRead = {
  readonly scope: string;
  readonly partition?: (now: Date) => string;
  /**
   * The answer is the same for every viewer, signed in or not (cards without likes, `mine` or anonymous
   * authors; youth data): a signed-in reader is answered from the cache too, once the token is checked.
   */
  readonly everyViewer: boolean;
};

/** Youth answers show "today's" matches: a new Korean day is a new answer at once. */
const YOUTH_READ: CachedRead = { scope: YOUTH_SCOPE, partition: seoulDateKey, everyViewer: true };

const READS = new Map<Operation, CachedRead>([
  ...CONTENT_KINDS.flatMap((kind): [Operation, CachedRead][] => {
    const ops: ContentOperations = CONTENT_OPERATIONS[kind];
    const cards = { scope: kind, everyViewer: cardSameForEveryViewer(kind) };
    // A detail carries the viewer's like and `mine`.
    return [
      [ops.list, cards],
      [ops.search, cards],
      [ops.popular, cards],
      [ops.detail, { scope: kind, everyViewer: false }],
    ];
  }),
  [ARTICLE_OPERATIONS.related, { scope: 'article', everyViewer: cardSameForEveryViewer('article') }],
  ...Object.values(COMPETITION_OPERATIONS)
    .filter((op: Operation) => op.method === 'get')
    .map((op): [Operation, CachedRead] => [op, YOUTH_READ]),
]);

/**
 * Content writes that change what cards of every kind show: likes and deletions move the received
 * likes an author's level is computed from (every card of theirs shows the level).
 */
const EVERY_KIND_WRITES = new Set(['like', 'likeComment', 'remove', 'removeComment']);

const WRITES = new Map<Operation, readonly string[]>([
  ...CONTENT_KINDS.flatMap((kind) =>
    (Object.entries(CONTENT_OPERATIONS[kind]) as [string, Operation][])
      .filter(([, op]) => op.method !== 'get')
      .map(([name, op]): [Operation, readonly string[]] => [
        op,
        EVERY_KIND_WRITES.has(name) ? EVERY_KIND : [kind],
      ]),
  ),
  [COMPETITION_OPERATIONS.import, [YOUTH_SCOPE]],
]);

/** Areas whose writes change nothing any cached read shows (sessions, notifications, uploads). */
const QUIET_TAGS = new Set(['auth', 'notifications', 'images']);

/** How a read is cached, or undefined when it is not. */
export const cachedReadOf = (op: Operation): CachedRead | undefined => READS.get(op);

/** Every cached read with its operation (the listener's fast path matches paths against them). */
export const cachedReads = (): readonly (readonly [Operation, CachedRead])[] => [...READS];

/**
 * The reads whose route counts the reader's view before a kept answer is served (every kind's
 * detail: `refresh` in routes/content.routes.ts): the fast path must count it too, or leave them to Hono.
 */
const VIEW_COUNTING = new Set<Operation>(CONTENT_KINDS.map((kind) => CONTENT_OPERATIONS[kind].detail));
export const countsViews = (op: Operation): boolean => VIEW_COUNTING.has(op);

/**
 * The scopes a successful write makes stale. A write not listed (profiles, follows, consultations, an
 * operation added later) makes every content kind stale: authors' names, pictures and levels are on
 * every card, so the safe default is to forget too much rather than too little.
 */
export const scopesWrittenBy = (op: Operation): readonly string[] => {
  if (op.method === 'get') return [];
  return WRITES.get(op) ?? (QUIET_TAGS.has(op.tag) ? [] : EVERY_KIND);
};
