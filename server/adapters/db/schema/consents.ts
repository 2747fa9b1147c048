import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Consents to the policy documents (issue 23): one row per document, version and time a member
 * agreed, with nothing personal but the account id. An account's deletion keeps its row (`deleted_at`,
 * personal fields erased), so these stay for the retention the privacy page states
 * (CONSENT_RETENTION_YEARS) and are then purged; a hard-deleted account takes them with it.
 */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of POLICY_DOCUMENTS (src/domain/policies.ts). */
    document: text('document').notNull(),
    /** The version agreed to: the date it took effect, `YYYY-MM-DD`. */
    version: text('version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.document, t.givenAt)],
);
