import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Published items per kind and tag, plus the row `ALL` per kind: a list's `totalElements` without a
 * `count(*)` over a million rows. Database triggers (migrations 0001 and 0003) keep it right in the
 * same transaction as any insert, publish, unpublish, tag change or delete, whoever writes the row
 * (use cases, the demo seed, bulk loads).
 */
export const contentCounts = pgTable(
  'content_counts',
  {
    kind: text('kind').notNull(),
    tag: text('tag').notNull(),
    published: integer('published').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.tag] })],
);
