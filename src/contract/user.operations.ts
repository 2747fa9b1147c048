import * as v from 'valibot';
import { IdParam } from './common';
import { defineOperations } from './operation';
import { OwnProfile, PublicProfile } from './user';

export const USER_OPERATIONS = defineOperations({
  ownProfile: {
    method: 'get',
    path: '/api/user/profile',
    tag: 'user',
    summary: 'The signed-in user’s own profile, with the level computed from received likes.',
    auth: 'required',
    response: OwnProfile,
    beforeOnboarding: true,
  },
  user: {
    method: 'get',
    path: '/api/user/{id}',
    tag: 'user',
    summary: 'A public profile with `following`: whether the viewer follows this user (false for visitors).',
    auth: 'optional',
    params: v.object({ id: IdParam }),
    response: PublicProfile,
    errors: [404],
  },
});
