import * as v from 'valibot';
import { IdParam } from './common';
import { defineOperations } from './operation';
import { AgeGroupParam, FollowedTeams, TeamDetail } from './teams';

const id = v.object({ id: IdParam });

/** The media type of the calendar feeds (RFC 5545). */
export const CALENDAR_MEDIA_TYPE = 'text/calendar';

export const TEAM_OPERATIONS = defineOperations({
  team: {
    method: 'get',
    path: '/api/youth/team/{id}',
    tag: 'youth',
    auth: 'none',
    params: id,
    response: TeamDetail,
    errors: [404],
  },
  followed: {
    method: 'get',
    path: '/api/youth/teams/followed',
    tag: 'youth',
    auth: 'required',
    response: FollowedTeams,
  },
  follow: {
    method: 'put',
    path: '/api/youth/team/{id}/follow',
    tag: 'youth',
    auth: 'required',
    params: id,
    errors: [404],
  },
  unfollow: {
    method: 'delete',
    path: '/api/youth/team/{id}/follow',
    tag: 'youth',
    auth: 'required',
    params: id,
    errors: [404],
  },
  teamCalendar: {
    method: 'get',
    path: '/api/youth/team/{id}/calendar',
    tag: 'youth',
    auth: 'none',
    params: id,
    produces: CALENDAR_MEDIA_TYPE,
    errors: [404],
  },
  ageGroupCalendar: {
    method: 'get',
    path: '/api/youth/calendar/{ageGroup}',
    tag: 'youth',
    auth: 'none',
    params: AgeGroupParam,
    produces: CALENDAR_MEDIA_TYPE,
  },
});
