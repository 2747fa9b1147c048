import { documented } from './operation';
import { TEAM_OPERATIONS } from './teams.operations';

/** The reference's text for these operations (server only: see Operation.summary). */
export const TEAM_DOCS = documented(TEAM_OPERATIONS, {
  team: 'A team: its emblem, the regions of its leagues, its age groups, matches still to play (earliest first), results (latest first, with PK) and its row in each league table and cup group.',
  followed: 'The signed-in member’s followed teams, earliest followed first.',
  follow:
    'Follows a team (idempotent): its matches come first on the competition pages, and the member is told of schedule changes, kick-off reminders and results.',
  unfollow: 'Stops following a team (idempotent).',
  teamCalendar:
    'The team’s matches as an iCalendar feed (RFC 5545): one event per match (UID from the match id and the site’s domain), times in Asia/Seoul (TZID), the venue, and the result in the summary once known. Answers with an ETag (304 on If-None-Match) and Cache-Control.',
  ageGroupCalendar: 'Every match of one age group as an iCalendar feed, like the team’s.',
});
