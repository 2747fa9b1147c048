import { documented } from './operation';
import { SOCIAL_OPERATIONS } from './social.operations';

/** The reference's text for the social operations (server only: see Operation.summary). */
export const SOCIAL_DOCS = documented(SOCIAL_OPERATIONS, {
  follow: 'Toggles following the user. 400 `Cannot Follow Yourself`.',
  popularEditors: 'EDITOR and ADMIN accounts ranked by followers, with `following` for the viewer.',
  consultation:
    'Sends a consultation request. One per sender, recipient and day (Asia/Seoul), enforced by a unique key: 400 `Only one consultation per day to the same user`.',
});
