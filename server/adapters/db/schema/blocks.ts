import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Blocks (차단, issue 22). A named block is one per blocker and member; an anonymous one (from the Q&A
 * board) is one per blocker and source, so blocking two posts of one hidden author makes two rows and
 * says nothing about who wrote them (src/domain/blocks.ts).
 */
export const blocks = pgTable(
  'blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of BLOCK_SCOPES: named or anonymous. */
    scope: text('scope').notNull(),
    /** One of BLOCK_SOURCE_KINDS: what the block was made from. */
    sourceKind: text('source_kind').notNull(),
    sourceId: integer('source_id').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blocks_named_key').on(t.blockerId, t.blockedId).where(sql`${t.scope} = 'named'`),
    uniqueIndex('blocks_anonymous_key')
      .on(t.blockerId, t.sourceKind, t.sourceId)
      .where(sql`${t.scope} = 'anonymous'`),
    index('blocks_blocker_idx').on(t.blockerId, t.id.desc().nullsFirst()),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);
