import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The audit log (issue 22): every moderator, admin and operator-CLI action. Append-only: a trigger
 * (migration 0011) refuses UPDATE and DELETE, so not even a bug in the server can rewrite an entry.
 * The actor is a plain id, not a foreign key: an entry outlives the account that made it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the operator CLI. */
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_action_idx').on(t.action, t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.id.desc()),
    index('audit_log_target_idx').on(t.targetKind, t.targetId, t.id.desc()),
  ],
);

/** Suspensions (이용 정지): in force while not lifted and before `ends_at` (null: permanent). */
export const suspensions = pgTable(
  'suspensions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [index('suspensions_user_idx').on(t.userId, t.id.desc())],
);
