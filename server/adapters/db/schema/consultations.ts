import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Consultation requests; the unique key enforces "one per day to the same user" (day in Asia/Seoul). */
export const consultations = pgTable(
  'consultations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    /** 'YYYY-MM-DD' of the sending day in Asia/Seoul. */
    seoulDate: text('seoul_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** REQUESTED, then ANSWERED or DECLINED by the recipient, once (src/domain/profile.ts). */
    status: text('status').notNull().default('REQUESTED'),
    /** The recipient's answer text; null until answered. */
    answer: text('answer'),
    /** When the recipient answered or declined. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    unique('consultations_daily_key').on(t.senderId, t.recipientId, t.seoulDate),
    // The two boxes of the counsel tab: received (recipient) and sent (sender), newest first.
    index('consultations_recipient_idx').on(t.recipientId, t.id.desc().nullsFirst()),
    index('consultations_sender_idx').on(t.senderId, t.id.desc().nullsFirst()),
  ],
);
