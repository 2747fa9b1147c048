import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { contents } from './contents';
import { users } from './users';

/** Comments and replies of every content kind (one level: a reply's parent is a top-level comment). */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    mentionedUserId: integer('mentioned_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** ACTIVE or DELETED; a deleted comment with replies stays so its replies keep their place. */
    status: text('status').notNull().default('ACTIVE'),
    /** Set when an ADMIN blinds a board comment: its text is then shown to ADMINs only. */
    blindedAt: timestamp('blinded_at', { withTimezone: true }),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_thread_idx').on(t.contentId, t.parentId, t.id),
    index('comments_author_idx').on(t.authorId, t.id.desc().nullsFirst()),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.commentId] }),
    index('comment_likes_comment_idx').on(t.commentId),
  ],
);
