import * as v from 'valibot';
import { IdParam } from './common';
import { defineOperations } from './operation';
import { OwnProfile, PublicProfile } from './user';

export const USER_OPERATIONS = defineOperations({
  ownProfile: {
    method: 'get',
    path: '/api/user/profile',
    tag: 'user',
    auth: 'required',
    response: OwnProfile,
  },
  user: {
    method: 'get',
    path: '/api/user/{id}',
    tag: 'user',
    auth: 'optional',
    params: v.object({ id: IdParam }),
    response: PublicProfile,
    errors: [404],
  },
});
