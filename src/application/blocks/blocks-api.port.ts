import type { Effect } from 'effect';
import type { BlockPage, BlockRequest, Revealed } from '../../contract/blocks';
import type { ApiError } from '../errors';

/**
 * Blocking (issue 22): blocking from a three-dot menu or a profile, the list in account settings, and
 * reading one collapsed post or comment once. Only lazily loaded code calls it, so its HTTP adapter
 * loads on first use.
 */
export interface BlocksApi {
  /** POST /api/blocks: the member, or the author of the post or comment named. */
  block(request: BlockRequest): Effect.Effect<{ readonly id: number }, ApiError>;
  /** GET /api/blocks: the viewer's blocks, newest first. */
  mine(page: number, size: number): Effect.Effect<BlockPage, ApiError>;
  /** DELETE /api/blocks/{id}. */
  unblock(id: number): Effect.Effect<void, ApiError>;
  /** GET /api/blocks/reveal: one collapsed post or comment, read once. */
  reveal(request: BlockRequest): Effect.Effect<Revealed, ApiError>;
}

/** The methods a lazily loaded adapter stands in for (src/adapters/lazy-adapters.ts `lazyPort`). */
export const BLOCKS_METHODS = [
  'block',
  'mine',
  'unblock',
  'reveal',
] as const satisfies readonly (keyof BlocksApi)[];
