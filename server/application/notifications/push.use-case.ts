import { Effect } from 'effect';
import {
  allows,
  isAllowedPushEndpoint,
  PUSH_SUBSCRIPTIONS_PER_MEMBER,
  type PreferenceRow,
  preferencesOf,
  rowsOf,
} from '../../../src/domain/notification-preferences';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import { PUSH_TEXT } from '../../../src/domain/text/push';
import type {
  NotificationPreferenceStore,
  PushJob,
  PushSender,
  PushSubscriptionKeys,
  PushSubscriptionStore,
} from '../../ports/push.port';
import { BadRequest } from '../errors';

export type PushDeps = {
  readonly preferences: NotificationPreferenceStore;
  readonly subscriptions: PushSubscriptionStore;
  /** The VAPID public key browsers subscribe with; null where this host sends no pushes. */
  readonly publicKey: string | null;
  /** Origins besides the known push services that endpoints may name (PUSH_EXTRA_ORIGINS). */
  readonly extraOrigins: readonly string[];
};

type Actor = { readonly id: number };

const answer = (deps: PushDeps, userId: number) =>
  Effect.gen(function* () {
    const prefs = preferencesOf(yield* deps.preferences.of(userId));
    const subscriptions = yield* deps.subscriptions.ofUser(userId);
    return { preferences: rowsOf(prefs), pushSubscriptions: subscriptions.length };
  });

/** GET /api/notifications/preferences */
export const notificationPreferences = (deps: PushDeps, actor: Actor) => answer(deps, actor.id);

/** PUT /api/notifications/preferences: the listed categories change, the others keep theirs. */
export const saveNotificationPreferences = (
  deps: PushDeps,
  actor: Actor,
  body: { readonly preferences: readonly PreferenceRow[] },
) =>
  Effect.gen(function* () {
    yield* deps.preferences.save(actor.id, body.preferences);
    return yield* answer(deps, actor.id);
  });

/**
 * Sign-out ends every session of the account (accounts/sign-out.use-case.ts), so it ends the account's
 * pushes too: a family's shared phone must not keep receiving the previous member's notifications.
 * The browser keeps its subscription; it is stored again when a member turns push on there.
 */
export const endPushOf = (deps: Pick<PushDeps, 'subscriptions'>, userId: number) =>
  Effect.gen(function* () {
    for (const s of yield* deps.subscriptions.ofUser(userId)) {
      yield* deps.subscriptions.remove(userId, s.endpoint);
    }
  });

/** GET /api/push/key */
export const pushKey = (deps: PushDeps) => Effect.succeed({ publicKey: deps.publicKey });

/** POST /api/push/subscriptions: only endpoints at a push service the server may call. */
export const subscribePush = (
  deps: PushDeps,
  actor: Actor,
  body: { readonly endpoint: string; readonly keys: { readonly p256dh: string; readonly auth: string } },
) =>
  Effect.gen(function* () {
    if (deps.publicKey === null || !isAllowedPushEndpoint(body.endpoint, deps.extraOrigins))
      return yield* new BadRequest({
        message: SERVER_MESSAGES.badRequest,
        errors: [{ field: 'endpoint', reason: PUSH_TEXT.endpointInvalid }],
      });
    const subscription: PushSubscriptionKeys = {
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    };
    yield* deps.subscriptions.save(actor.id, subscription, PUSH_SUBSCRIPTIONS_PER_MEMBER);
  });

/** POST /api/push/subscriptions/remove */
export const unsubscribePush = (deps: PushDeps, actor: Actor, body: { readonly endpoint: string }) =>
  Effect.asVoid(deps.subscriptions.remove(actor.id, body.endpoint));

/** What a push message carries; the service worker shows it (title, body) and opens `link` on click. */
export const pushPayload = (job: PushJob) =>
  JSON.stringify({ title: PUSH_TEXT.notificationTitle, body: job.message, link: job.link, type: job.type });

/**
 * Sends one notification to each of the recipient's browsers when their push choice for its
 * category is on. A subscription the push service calls gone (404, 410) is removed; other failures
 * are counted and the subscription kept (the service may be down for a while).
 */
export const deliverPush = (
  deps: Pick<PushDeps, 'preferences' | 'subscriptions'> & { readonly sender: PushSender },
  job: PushJob,
) =>
  Effect.gen(function* () {
    const outcome = { sent: 0, gone: 0, failed: 0 };
    const prefs = preferencesOf(yield* deps.preferences.of(job.recipientId));
    if (!allows(prefs, 'push', job.type)) return outcome;
    const subscriptions = yield* deps.subscriptions.ofUser(job.recipientId);
    if (subscriptions.length === 0) return outcome;
    const payload = pushPayload(job);
    for (const subscription of subscriptions) {
      const result = yield* deps.sender.send(subscription, payload);
      outcome[result] += 1;
      if (result === 'gone') yield* deps.subscriptions.removeEndpoint(subscription.endpoint);
    }
    return outcome;
  });
