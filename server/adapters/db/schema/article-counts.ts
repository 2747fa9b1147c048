import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Published-article count per tag, plus the row `ALL` for every published article: the list's
 * `totalElements` without a `count(*)` over a million rows. Database triggers (migration
 * 0001_article_counts) keep it right in the same transaction as any insert, publish, unpublish, tag
 * change or delete, whoever writes the row (use cases, the demo seed, bulk loads).
 */
export const articleCounts = pgTable('article_counts', {
  tag: text('tag').primaryKey(),
  published: integer('published').notNull().default(0),
});
