import { Effect } from 'effect';
import type { BlockStore } from '../../ports/blocks.port';
import type { ExportedBlock } from './export-deps';

/**
 * The member's blocks as the archive lists them: a named block by the member's nickname, an anonymous
 * one (made on the Q&A board) by its excerpt only, never by whom it hides.
 */
export const exportedBlocks =
  (store: BlockStore) =>
  (userId: number): Effect.Effect<readonly ExportedBlock[]> =>
    Effect.gen(function* () {
      const total = yield* store.count(userId);
      if (total === 0) return [];
      const { items } = yield* store.page(userId, { page: 1, size: total });
      return items.map((r) => ({
        scope: r.scope,
        nickname: r.scope === 'named' ? (r.blocked?.nickname ?? null) : null,
        excerpt: r.excerpt,
        createdAt: r.createdAt,
      }));
    });
