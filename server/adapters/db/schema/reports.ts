import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Reports (신고, issue 22). A target is a kind (article, post, qna, comment, user) and an id, not a
 * foreign key: one table for every kind. One OPEN report per reporter and target (a partial unique index).
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    /** One of REPORT_REASONS (src/domain/reports.ts). */
    reason: text('reason').notNull(),
    /** The 기타 text; null for the other reasons. */
    detail: text('detail'),
    /** The target's browser path when reported. */
    link: text('link'),
    /** A short excerpt of the target as reported. */
    excerpt: text('excerpt').notNull().default(''),
    /** OPEN until a moderator decides: ACTIONED or DISMISSED. */
    status: text('status').notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_open_key')
      .on(t.reporterId, t.targetKind, t.targetId)
      .where(sql`${t.status} = 'OPEN'`),
    index('reports_target_idx').on(t.targetKind, t.targetId),
    index('reports_reporter_idx').on(t.reporterId, t.id.desc().nullsFirst()),
  ],
);

/** Targets hidden pending review by the automatic hold (and, later, by a moderator). */
export const contentHolds = pgTable(
  'content_holds',
  {
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'content_holds_pk', columns: [t.targetKind, t.targetId] })],
);
