import { Effect } from 'effect';
import type { BlockedAuthors } from '../../../src/domain/blocks';
import type { Viewer } from '../../../src/domain/viewer';
import type { Stores } from '../../ports/unit-of-work.port';

/**
 * The members the viewer blocks (issue 22), what the content and comment read paths pass to their
 * views; a visitor blocks nobody and reads nothing.
 */
export const blockedAuthorsOf = (
  stores: Stores,
  viewer: Viewer,
): Effect.Effect<BlockedAuthors | undefined> =>
  viewer ? stores.blocks.blockedBy(viewer.id) : Effect.succeed(undefined);
