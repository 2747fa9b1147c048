import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Requests for a member's archive (내 정보 다운로드, issue 23). The archive itself is a file in the
 * export storage (`file_name`), never a row; the row says where a build stands and until when it is offered.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PENDING, BUILDING, READY, FAILED or EXPIRED (EXPORT_STORED_STATES, src/domain/exports.ts). */
    state: text('state').notNull().default('PENDING'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    index('data_exports_state_idx').on(t.state, t.id),
  ],
);
