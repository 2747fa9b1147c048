import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Cups and leagues as the association's feed describes them. One row per competition and age group:
 * the feed reuses a cupId across the age groups of one festival. Days are Korean calendar days.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** The feed's cupId or leagueId. */
    sourceId: text('source_id').notNull(),
    ageGroup: text('age_group').notNull(),
    name: text('name').notNull(),
    place: text('place'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('competitions_source_key').on(t.kind, t.ageGroup, t.sourceId),
    check('competitions_kind_check', sql`${t.kind} in ('CUP', 'LEAGUE')`),
    // Ongoing competitions of a kind: end date from today on, start date checked on the few left.
    index('competitions_kind_end_idx').on(t.kind, t.endDate),
  ],
);

/** Teams by their name in the feed. `emblemSource` is the feed's emblem, `emblemUrl` what we serve. */
export const teams = pgTable('teams', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique('teams_name_key'),
  emblemSource: text('emblem_source'),
  emblemUrl: text('emblem_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Matches. `sourceKey` is the identity across re-imports (the feed's matchId, else competition, day
 * and teams). Day and time are Korean local time as the feed gives them; the time may be unknown.
 */
export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull().unique('matches_source_key'),
    matchDay: date('match_day', { mode: 'string' }).notNull(),
    matchTime: text('match_time'),
    status: text('status').notNull(),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    homeScore: smallint('home_score'),
    awayScore: smallint('away_score'),
    homePk: smallint('home_pk'),
    awayPk: smallint('away_pk'),
    place: text('place'),
    round: text('round'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('matches_day_idx').on(t.matchDay, t.matchTime),
    index('matches_competition_idx').on(t.competitionId, t.matchDay),
    index('matches_home_team_idx').on(t.homeTeamId, t.matchDay),
    index('matches_away_team_idx').on(t.awayTeamId, t.matchDay),
  ],
);
