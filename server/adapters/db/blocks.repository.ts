import { and, desc, eq, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import { BLOCK_SCOPES, type BlockScope } from '../../../src/domain/blocks';
import { isPastEnd, offsetOf } from '../../../src/domain/paging';
import type { BlockRecord, BlockStore } from '../../ports/blocks.port';
import type { Db } from './client';
import { blocks, users } from './schema';

const scopeOf = (value: string): BlockScope =>
  (BLOCK_SCOPES as readonly string[]).includes(value) ? (value as BlockScope) : 'named';

/** Blocks on Drizzle; the partial unique keys `blocks_named_key` and `blocks_anonymous_key` keep one each. */
export const blocksRepository = (db: Db): BlockStore => ({
  insert: (block, now) =>
    Effect.promise(async () => {
      const [row] = await db
        .insert(blocks)
        .values({
          blockerId: block.blockerId,
          blockedId: block.blockedId,
          scope: block.scope,
          sourceKind: block.source.kind,
          sourceId: block.source.id,
          excerpt: block.excerpt,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: blocks.id });
      if (row) return { id: row.id, created: true };
      const same =
        block.scope === 'named'
          ? and(eq(blocks.blockedId, block.blockedId), eq(blocks.scope, 'named'))
          : and(
              eq(blocks.sourceKind, block.source.kind),
              eq(blocks.sourceId, block.source.id),
              eq(blocks.scope, 'anonymous'),
            );
      const [existing] = await db
        .select({ id: blocks.id })
        .from(blocks)
        .where(and(eq(blocks.blockerId, block.blockerId), same))
        .limit(1);
      if (!existing) throw new Error('a refused block has no row it collided with');
      return { id: existing.id, created: false };
    }),
  remove: (blockerId, id) =>
    Effect.promise(async () => {
      const gone = await db
        .delete(blocks)
        .where(and(eq(blocks.id, id), eq(blocks.blockerId, blockerId)))
        .returning({ id: blocks.id });
      return gone.length > 0;
    }),
  count: (blockerId) =>
    Effect.promise(async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(blocks)
        .where(eq(blocks.blockerId, blockerId));
      return Number(row?.n ?? 0);
    }),
  page: (blockerId, page) =>
    Effect.promise(async () => {
      const where = eq(blocks.blockerId, blockerId);
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(blocks).where(where);
      const total = Number(row?.n ?? 0);
      if (isPastEnd(page.page, page.size, total)) return { items: [], total };
      const rows = await db
        .select({ block: blocks, nickname: users.nickname, profileImageUrl: users.profileImageUrl })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(where)
        .orderBy(desc(blocks.id))
        .limit(page.size)
        .offset(offsetOf(page.page, page.size));
      return {
        items: rows.map(
          (r): BlockRecord => ({
            id: r.block.id,
            blockerId: r.block.blockerId,
            blockedId: r.block.blockedId,
            scope: scopeOf(r.block.scope),
            excerpt: r.block.excerpt,
            blocked:
              scopeOf(r.block.scope) === 'named'
                ? { nickname: r.nickname, profileImageUrl: r.profileImageUrl }
                : null,
            createdAt: r.block.createdAt,
          }),
        ),
        total,
      };
    }),
  blockedBy: (blockerId) =>
    Effect.promise(async () => {
      const rows = await db
        .selectDistinct({ blockedId: blocks.blockedId, scope: blocks.scope })
        .from(blocks)
        .where(eq(blocks.blockerId, blockerId));
      const named = new Set<number>();
      const anonymous = new Set<number>();
      for (const r of rows) (scopeOf(r.scope) === 'named' ? named : anonymous).add(r.blockedId);
      return { named, anonymous };
    }),
  blocks: (blockerId, blockedId, scope) =>
    Effect.promise(async () => {
      const [row] = await db
        .select({ id: blocks.id })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId), eq(blocks.scope, scope)))
        .limit(1);
      return row !== undefined;
    }),
});
