import { documented } from './operation';
import { PUSH_OPERATIONS } from './push.operations';

/** The reference's text for notification preferences and web push (server only: see Operation.summary). */
export const PUSH_DOCS = documented(PUSH_OPERATIONS, {
  preferences:
    "The caller's notification choices per category (COMMENTS, REPLIES, LIKES, FOLLOWS, CONSULTATIONS, MODERATION, TEAM_MATCHES), for the bell (stored notifications) and for push separately, every category listed (unsaved ones on), and how many browsers of the caller receive pushes.",
  savePreferences:
    'Saves choices for the listed categories (others keep theirs) and answers the whole table. A category with `bell: false` creates no stored notification; with `push: false` no push is sent.',
  key: 'The VAPID public key (base64url) the browser subscribes with (`applicationServerKey`); null where the host sends no pushes.',
  subscribe:
    "Stores the browser's PushSubscription (its `toJSON()`) for the caller. The endpoint must be an https URL of a known push service (FCM, Mozilla autopush, WNS, Apple) or of an origin in PUSH_EXTRA_ORIGINS: 400 otherwise. A browser's endpoint belongs to one member: subscribing again from another account moves it. A member keeps up to 10; the oldest goes.",
  unsubscribe: "Removes the caller's subscription with this endpoint (nothing when there is none).",
});
