import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Youth news from RSS and Atom feeds. One row per link key and per title key (src/domain/news.ts):
 * the same story from two feeds, or twice from one, is stored once.
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    titleKey: text('title_key').notNull().unique('news_items_title_key'),
    contentUrl: text('content_url').notNull(),
    linkKey: text('link_key').notNull().unique('news_items_link_key'),
    imageUrl: text('image_url'),
    source: text('source').notNull(),
    /** The feed's publication time (the fetch time when it gives none or one in the future). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_items_published_idx').on(t.publishedAt.desc(), t.id.desc())],
);

/**
 * Scheduled jobs claimed per interval, so several server processes sharing one database run each
 * job once per interval instead of once each.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});
