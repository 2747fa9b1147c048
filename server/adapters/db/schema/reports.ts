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
    /** The target's author when reported (a user: the user); null for reports made before 0012. */
    ownerId: integer('owner_id'),
    /** The moderator's decision that closed it (MODERATION_DECISIONS), or null while OPEN. */
    decision: text('decision'),
  },
  (t) => [
    uniqueIndex('reports_open_key')
      .on(t.reporterId, t.targetKind, t.targetId)
      .where(sql`${t.status} = 'OPEN'`),
    index('reports_target_idx').on(t.targetKind, t.targetId),
    index('reports_reporter_idx').on(t.reporterId, t.id.desc().nullsFirst()),
    index('reports_owner_idx').on(t.ownerId),
  ],
);

/** Targets hidden: by the automatic hold, by a moderator or by 임시조치 (`source`, HOLD_SOURCES). */
export const contentHolds = pgTable(
  'content_holds',
  {
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').notNull().default('REPORT'),
    /** The moderator's reason shown to the author (a moderator's hide or 임시조치). */
    note: text('note'),
  },
  (t) => [primaryKey({ name: 'content_holds_pk', columns: [t.targetKind, t.targetId] })],
);

/** The queue's decisions by target and author: the author's history in the queue (issue 22). */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id'),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    decision: text('decision').notNull(),
    note: text('note'),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_decisions_owner_idx').on(t.ownerId)],
);

/** Rights-infringement requests (권리침해 신고) and their 임시조치 (정보통신망법 제44조의2). */
export const takedowns = pgTable(
  'takedowns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    url: text('url').notNull(),
    reason: text('reason').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    ownerId: integer('owner_id'),
    /** TAKEDOWN_STATUSES (src/domain/moderation.ts). */
    status: text('status').notNull().default('REQUESTED'),
    /** The moderator's reason when applying 임시조치. */
    note: text('note'),
    /** The author's 이의제기. */
    objection: text('objection'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('takedowns_status_idx').on(t.status, t.id.desc().nullsFirst())],
);
