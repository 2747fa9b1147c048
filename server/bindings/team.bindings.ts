import { TEAM_OPERATIONS as OPS } from '../../src/contract/teams.operations';
import {
  ageGroupCalendar,
  followedTeams,
  followTeam,
  teamCalendar,
  teamDetail,
  unfollowTeam,
} from '../application/competitions/teams.use-case';
import { type Binding, bind } from './binding';
import type { RuleDeps } from './rule-deps';

/**
 * Issue 27: team pages, follows and match calendars. The calendars answer iCalendar text (the
 * operations' `produces`), which each host sends as it is; the server adds its ETag and caching.
 */
export const teamBindings = ({ teams }: RuleDeps): Binding[] => [
  bind(OPS.team, ({ params }) => teamDetail(teams, params.id)),
  bind(OPS.followed, ({ actor }) => followedTeams(teams, actor.id)),
  bind(OPS.follow, ({ actor, params }) => followTeam(teams, actor.id, params.id)),
  bind(OPS.unfollow, ({ actor, params }) => unfollowTeam(teams, actor.id, params.id)),
  bind(OPS.teamCalendar, ({ params }) => teamCalendar(teams, params.id)),
  bind(OPS.ageGroupCalendar, ({ params }) => ageGroupCalendar(teams, params.ageGroup)),
];
