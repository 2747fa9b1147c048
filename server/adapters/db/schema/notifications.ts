import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Stored notifications. The identity id is monotonic, so it doubles as the SSE event id and a
 * reconnect with Last-Event-ID replays every row with a greater id.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The content the notification is about (`kind` of src/domain/content/policy.ts), if any. */
    contentKind: text('content_kind'),
    contentId: integer('content_id'),
    commentId: integer('comment_id'),
    message: text('message').notNull(),
    link: text('link').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_recipient_idx').on(t.recipientId, t.id.desc())],
);
