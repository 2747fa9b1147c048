import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every kind of content in one table: articles, free-board posts and Q&A posts (`kind`, see
 * src/domain/content/policy.ts). One table keeps one repository, one search, one comment and like
 * model for all kinds; a kind differs only in its policy. Every list index leads with `kind`, so each
 * kind's lists read only its own rows.
 */
export const contents = pgTable(
  'contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
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
     * syllables cannot use trigram indexes, so search looks them up in the GIN index of the search keys
     * (these n-grams, trigrams of the text, the kind) and then confirms the match on the text.
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
    // Keyset and page reads of each sort: WHERE kind = ? AND is_draft = false ORDER BY <key> DESC, id DESC.
    index('contents_latest_idx').on(
      t.kind,
      t.isDraft,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contents_views_idx').on(t.kind, t.isDraft, t.views.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contents_likes_idx').on(
      t.kind,
      t.isDraft,
      t.likeCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contents_comments_idx').on(
      t.kind,
      t.isDraft,
      t.commentCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contents_author_idx').on(
      t.authorId,
      t.kind,
      t.isDraft,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contents_tags_idx').using('gin', t.tags),
    // Search keys (search-ngrams.ts, migration 0006): n-grams, trigrams and the kind's published marker.
    index('contents_search_idx').using(
      'gin',
      sql`content_search_keys(${t.kind}, ${t.isDraft}, ${t.searchNgrams}, ${t.title}, ${t.contentText})`,
    ),
  ],
);

/**
 * One row per viewer and item: a view counts when the row is new or its window started over 24 hours
 * ago (then the window restarts). Viewer key: `u:<userId>` or `a:<anonymous visitor hash>`.
 */
export const contentViews = pgTable(
  'content_views',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.viewerKey] })],
);

export const contentLikes = pgTable(
  'content_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index('content_likes_content_idx').on(t.contentId, t.createdAt.desc().nullsFirst()),
    // A member's liked lists (profile tabs), newest like first.
    index('content_likes_user_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.contentId.desc().nullsFirst(),
    ),
  ],
);
