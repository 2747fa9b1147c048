import * as v from 'valibot';
import { NOTIFICATION_CATEGORIES, PUSH_ENDPOINT_MAX } from '../domain/notification-preferences';
import { PUSH_TEXT as T } from '../domain/text/push';

/** Notification preferences and push subscriptions (issue 27): the wire shapes. */

export const PreferenceRowSchema = v.object({
  category: v.picklist(NOTIFICATION_CATEGORIES),
  bell: v.boolean(),
  push: v.boolean(),
});

/** Every category once, in any order; the server answers them in the settings' order. */
export const NotificationPreferencesBody = v.object({
  preferences: v.pipe(
    v.array(PreferenceRowSchema),
    v.maxLength(NOTIFICATION_CATEGORIES.length),
    v.check(
      (rows) => new Set(rows.map((r) => r.category)).size === rows.length,
      'each category at most once',
    ),
  ),
});
export type NotificationPreferencesBody = v.InferInput<typeof NotificationPreferencesBody>;

export const NotificationPreferencesResponse = v.object({
  preferences: v.array(PreferenceRowSchema),
  /** How many browsers of the member receive pushes. */
  pushSubscriptions: v.number(),
});
export type NotificationPreferencesResponse = v.InferOutput<typeof NotificationPreferencesResponse>;

/** The server's VAPID public key (base64url), null where this host sends no pushes (the demo). */
export const PushKeyResponse = v.object({ publicKey: v.nullable(v.string()) });

/** base64url, as PushSubscription.toJSON() gives the keys. */
const Base64UrlKey = (max: number) =>
  v.pipe(
    v.string(T.keyInvalid),
    v.minLength(8, T.keyInvalid),
    v.maxLength(max, T.keyInvalid),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, T.keyInvalid),
  );

const Endpoint = v.pipe(
  v.string(T.endpointInvalid),
  v.maxLength(PUSH_ENDPOINT_MAX, T.endpointInvalid),
  v.url(T.endpointInvalid),
);

/** The endpoint and keys of the browser's PushSubscription.toJSON() (anything else is ignored). */
export const PushSubscriptionBody = v.object({
  endpoint: Endpoint,
  keys: v.object({ p256dh: Base64UrlKey(200), auth: Base64UrlKey(64) }),
});
export type PushSubscriptionBody = v.InferInput<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = v.object({ endpoint: Endpoint });
