/**
 * Blocking (issue 22): who may block whom, how many, and which of a blocker's blocks hide what (the
 * offer in menus, `canBlock`, is beside `canReport` in content/permissions.ts).
 * Texts are in the catalog (BLOCK_TEXT, src/domain/text/blocks.ts).
 *
 * A block has a scope. A NAMED block (from a profile, a named post or comment) hides its member's
 * named posts, comments, likes, mentions, follows, consultation requests and notifications. An
 * ANONYMOUS block (from a post or comment of the anonymous Q&A board, made through an opaque handle:
 * the post or comment, never the author id) hides that hidden author's anonymous posts and comments and
 * the notifications about them, and nothing else. The two never cross: a named block that collapsed
 * anonymous posts, or an anonymous one that collapsed named posts, would tell the blocker who wrote
 * them.
 */
export const BLOCK_SCOPES = ['named', 'anonymous'] as const;
export type BlockScope = (typeof BLOCK_SCOPES)[number];

/** What a block is made from: a member's profile, or a post or comment (its author is blocked). */
export const BLOCK_SOURCE_KINDS = ['user', 'article', 'post', 'qna', 'comment'] as const;
export type BlockSourceKind = (typeof BLOCK_SOURCE_KINDS)[number];

/** The most blocks one member keeps (a block list is read with every list the member opens). */
export const BLOCK_MAX = 500;

/** The scope a post or comment is judged by: its kind's anonymity. */
export const blockScopeOf = (anonymous: boolean): BlockScope => (anonymous ? 'anonymous' : 'named');

/** Why a block is refused, or null when it may be made. Visitors never get here (401). */
export type BlockRefusal = 'self' | 'limit';
export const blockRefusal = (
  blockerId: number,
  blockedId: number,
  blocksKept: number,
): BlockRefusal | null => {
  if (blockerId === blockedId) return 'self';
  if (blocksKept >= BLOCK_MAX) return 'limit';
  return null;
};

/** The members a viewer blocks, by scope (server-side only: anonymous ids never leave the server). */
export type BlockedAuthors = {
  readonly named: ReadonlySet<number>;
  readonly anonymous: ReadonlySet<number>;
};

export const NO_BLOCKS: BlockedAuthors = { named: new Set(), anonymous: new Set() };

/** Whether the author of a post or comment of a kind (anonymous or not) is blocked by the viewer. */
export const isBlockedAuthor = (
  blocked: BlockedAuthors | undefined,
  authorId: number | null | undefined,
  anonymous: boolean,
): boolean =>
  blocked !== undefined &&
  authorId !== null &&
  authorId !== undefined &&
  blocked[blockScopeOf(anonymous)].has(authorId);
