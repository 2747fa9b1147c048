import { Effect } from 'effect';
import type { BlockScope } from '../../../src/domain/blocks';
import { pageOfItems } from '../../../src/domain/paging';
import type { BlockRecord, BlockStore, NewBlock } from '../../ports/blocks.port';
import type { MemoryDb } from './memory-db';

type BlockRow = NewBlock & { readonly id: number; readonly createdAt: Date };

/** The memory table of blocks, kept in `extra` (so snapshots and rollbacks cover it). */
type BlockTables = { sequence: number; blocks: Map<number, BlockRow> };

const tablesOf = (db: MemoryDb): BlockTables => {
  let tables = db.tables.extra.get('blocks') as BlockTables | undefined;
  if (!tables) {
    tables = { sequence: 0, blocks: new Map() };
    db.tables.extra.set('blocks', tables);
  }
  return tables;
};

/** The two unique keys of the Drizzle table: a member per named block, a source per anonymous one. */
const collides = (a: NewBlock, b: NewBlock) =>
  a.blockerId === b.blockerId &&
  a.scope === b.scope &&
  (a.scope === 'named'
    ? a.blockedId === b.blockedId
    : a.source.kind === b.source.kind && a.source.id === b.source.id);

/** The BlockStore of the demo host on the memory database, with the Drizzle store's answers. */
export const memoryBlockStore = (db: MemoryDb): BlockStore => {
  // Read at each call: a rollback puts a copied table in place of the one read before.
  const rowsOf = (blockerId: number) =>
    [...tablesOf(db).blocks.values()].filter((b) => b.blockerId === blockerId);
  return {
    insert: (block, now) =>
      Effect.sync(() => {
        for (const id of [block.blockerId, block.blockedId])
          if (!db.tables.users.has(id)) throw new Error('blocks_users_id_fk');
        const tables = tablesOf(db);
        // The database draws the id before the unique key refuses the row: a refused one uses it up too.
        tables.sequence += 1;
        const existing = rowsOf(block.blockerId).find((b) => collides(b, block));
        if (existing) return { id: existing.id, created: false };
        const id = tables.sequence;
        tables.blocks.set(id, { ...block, source: { ...block.source }, id, createdAt: now });
        return { id, created: true };
      }),
    remove: (blockerId, id) =>
      Effect.sync(() => {
        const blocks = tablesOf(db).blocks;
        if (blocks.get(id)?.blockerId !== blockerId) return false;
        return blocks.delete(id);
      }),
    count: (blockerId) => Effect.sync(() => rowsOf(blockerId).length),
    page: (blockerId, { page, size }) =>
      Effect.sync(() => {
        const own = rowsOf(blockerId)
          .filter((b) => db.tables.users.has(b.blockedId))
          .sort((a, b) => b.id - a.id)
          .map((b): BlockRecord => {
            const user = db.tables.users.get(b.blockedId);
            return {
              id: b.id,
              blockerId: b.blockerId,
              blockedId: b.blockedId,
              scope: b.scope,
              excerpt: b.excerpt,
              blocked:
                b.scope === 'named' && user
                  ? { nickname: user.nickname, profileImageUrl: user.profileImageUrl }
                  : null,
              createdAt: b.createdAt,
            };
          });
        const { data, pageInfo } = pageOfItems(own, page, size);
        return { items: data, total: pageInfo.totalElements };
      }),
    blockedBy: (blockerId) =>
      Effect.sync(() => {
        const named = new Set<number>();
        const anonymous = new Set<number>();
        for (const b of rowsOf(blockerId)) (b.scope === 'named' ? named : anonymous).add(b.blockedId);
        return { named, anonymous };
      }),
    blocks: (blockerId, blockedId, scope: BlockScope) =>
      Effect.sync(() => rowsOf(blockerId).some((b) => b.blockedId === blockedId && b.scope === scope)),
  };
};
