import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { matches, teams } from './competitions';
import { users } from './users';

/** Who follows which team (issue 27): the team page's 팔로우, the followed-first order, the notices. */
export const teamFollows = pgTable(
  'team_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'team_follows_pk', columns: [t.userId, t.teamId] }),
    index('team_follows_team_idx').on(t.teamId),
  ],
);

/**
 * The sent-marker of each team notice: one row per member, match, kind (REMINDER, RESULT, SCHEDULE)
 * and key (the kick-off reminded of, the schedule announced), so a notice is sent once, even across a
 * restart or by two processes.
 */
export const teamNotices = pgTable(
  'team_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'team_notices_pk', columns: [t.userId, t.matchId, t.kind, t.key] })],
);

/** A followed team's match's day, time and venue as the notice job last saw them (schedule changes). */
export const matchSchedulesSeen = pgTable('match_schedules_seen', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  schedule: text('schedule').notNull(),
});
