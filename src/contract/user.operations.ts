import * as v from 'valibot';
import { IdParam } from './common';
import { defineOperations } from './operation';
import { OnboardingRequest } from './social-login';
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
  completeProfile: {
    method: 'post',
    path: '/api/user/onboarding',
    tag: 'user',
    summary:
      'Onboarding after a first social sign-in: chooses the nickname (unique) and optional job and accepts the terms. 409 when the nickname is taken or the profile was complete already.',
    auth: 'required',
    body: OnboardingRequest,
    errors: [400, 409],
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
