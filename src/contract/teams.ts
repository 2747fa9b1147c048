import * as v from 'valibot';
import { AgeGroupSchema, Competition, StandingRow, YouthMatch } from './competitions';

/*
 * Teams (issue 27): a team's page, the teams a member follows, and the match calendars (iCalendar, not
 * JSON: see teams.operations.ts).
 */

export const Team = v.object({
  id: v.number(),
  name: v.string(),
  emblemUrl: v.nullable(v.string()),
});
export type Team = v.InferOutput<typeof Team>;

/** The team's row in one league or one cup group. */
export const TeamStanding = v.object({
  competition: Competition,
  /** The cup group's name ('A조'), null for a league's table. */
  group: v.nullable(v.string()),
  row: StandingRow,
  /** How many teams the table has. */
  teams: v.number(),
});
export type TeamStanding = v.InferOutput<typeof TeamStanding>;

/** GET /api/youth/team/{id}: the team, where it plays, its matches and its standing rows. */
export const TeamDetail = v.object({
  team: Team,
  /** The places of the leagues it plays in (regional leagues). */
  regions: v.array(v.string()),
  ageGroups: v.array(AgeGroupSchema),
  /** Matches still to play, earliest first. */
  upcoming: v.array(YouthMatch),
  /** Finished matches, latest first. */
  results: v.array(YouthMatch),
  standings: v.array(TeamStanding),
});
export type TeamDetail = v.InferOutput<typeof TeamDetail>;

/** GET /api/youth/teams/followed: the member's followed teams, earliest followed first. */
export const FollowedTeams = v.object({ data: v.array(Team) });
export type FollowedTeams = v.InferOutput<typeof FollowedTeams>;

export const AgeGroupParam = v.object({ ageGroup: AgeGroupSchema });
