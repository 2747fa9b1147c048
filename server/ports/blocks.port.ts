import type { Effect } from 'effect';
import type { BlockedAuthors, BlockScope, BlockSourceKind } from '../../src/domain/blocks';
import type { PageRequest } from './content.port';
import type { Counted } from './profiles.port';

export type NewBlock = {
  readonly blockerId: number;
  readonly blockedId: number;
  readonly scope: BlockScope;
  /**
   * What the block was made from. An anonymous block is one per source (a Q&A post or comment), so a
   * second one on another post of the same hidden author is a row of its own and tells nothing.
   */
  readonly source: { readonly kind: BlockSourceKind; readonly id: number };
  /** A short excerpt of the source (an anonymous block's only label in the blocker's list). */
  readonly excerpt: string;
};

export type BlockRecord = {
  readonly id: number;
  readonly blockerId: number;
  /** Server-side only: an anonymous block's member is never sent to the browser. */
  readonly blockedId: number;
  readonly scope: BlockScope;
  readonly excerpt: string;
  /** The blocked member as they are now (nickname and picture), for named blocks. */
  readonly blocked: { readonly nickname: string; readonly profileImageUrl: string | null } | null;
  readonly createdAt: Date;
};

/** Blocks (차단, issue 22); one statement per method. */
export interface BlockStore {
  /**
   * Makes a block; 'duplicate' with the existing block's id when the blocker already blocks the member
   * by name (named) or already blocked from the same source (anonymous): a unique key decides.
   */
  insert(block: NewBlock, now: Date): Effect.Effect<{ readonly id: number; readonly created: boolean }>;
  /** Removes one of the blocker's blocks; false when there is none with that id. */
  remove(blockerId: number, id: number): Effect.Effect<boolean>;
  /** How many blocks the blocker keeps (the limit). */
  count(blockerId: number): Effect.Effect<number>;
  /** The blocker's blocks, newest first. */
  page(blockerId: number, page: PageRequest): Effect.Effect<Counted<BlockRecord>>;
  /** Every member the blocker blocks, by scope (what lists, threads and details collapse). */
  blockedBy(blockerId: number): Effect.Effect<BlockedAuthors>;
  /** Whether the blocker blocks the member in the scope (notifications, consultation requests). */
  blocks(blockerId: number, blockedId: number, scope: BlockScope): Effect.Effect<boolean>;
}
