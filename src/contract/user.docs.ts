import { documented } from './operation';
import { USER_OPERATIONS } from './user.operations';

/** The reference's text for the user operations (server only: see Operation.summary). */
export const USER_DOCS = documented(USER_OPERATIONS, {
  ownProfile: 'The signed-in user’s own profile, with the level computed from received likes.',
  user: 'A public profile with `following`: whether the viewer follows this user (false for visitors).',
});
