import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML from the editor. */
    content: text('content').notNull(),
    /** Plain text of `content`, for search confirmation and highlighting. */
    contentText: text('content_text').notNull().default(''),
    contentSummary: text('content_summary').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Character unigrams and bigrams of title and text (see search-ngrams.ts). Korean words of one or two
     * syllables cannot use trigram indexes, so search filters with `search_ngrams @> query_ngrams` on GIN
     * and then confirms the match on the text.
     */
    searchNgrams: text('search_ngrams').array().notNull().default(sql`'{}'::text[]`),
    isDraft: boolean('is_draft').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset pagination of the published list: WHERE is_draft = false ORDER BY published_at DESC, id DESC.
    index('articles_published_idx').on(
      t.isDraft,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('articles_views_idx').on(t.isDraft, t.views.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('articles_author_idx').on(
      t.authorId,
      t.isDraft,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('articles_tags_idx').using('gin', t.tags),
    index('articles_search_idx').using('gin', t.searchNgrams),
  ],
);

/**
 * One row per viewer and article: a view counts when the row is new or its window started over 24 hours
 * ago (then the window restarts). Viewer key: `u:<userId>` or `a:<anonymous visitor hash>`.
 */
export const articleViews = pgTable(
  'article_views',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.viewerKey] })],
);

export const articleLikes = pgTable(
  'article_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('article_likes_article_idx').on(t.articleId, t.createdAt.desc().nullsFirst()),
  ],
);
