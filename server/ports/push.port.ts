import type { Effect } from 'effect';
import type { PreferenceRow } from '../../src/domain/notification-preferences';

/** One browser's push subscription (RFC 8030 endpoint, RFC 8291 keys). */
export type PushSubscriptionKeys = {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
};

export type PushSubscriptionRecord = PushSubscriptionKeys & { readonly id: number; readonly userId: number };

/** Push subscriptions per member (table push_subscriptions). */
export interface PushSubscriptionStore {
  /**
   * Stores the subscription for `userId` (an endpoint already stored moves to this member with its
   * new keys) and drops the member's oldest beyond `keep`.
   */
  save(userId: number, subscription: PushSubscriptionKeys, keep: number): Effect.Effect<void>;
  /** Removes the member's subscription with this endpoint; whether there was one. */
  remove(userId: number, endpoint: string): Effect.Effect<boolean>;
  /** Removes a subscription the push service said is gone (404, 410), whoever it belonged to. */
  removeEndpoint(endpoint: string): Effect.Effect<void>;
  /** The member's subscriptions, oldest first. */
  ofUser(userId: number): Effect.Effect<readonly PushSubscriptionRecord[]>;
}

/** A member's saved notification choices (table notification_preferences). */
export interface NotificationPreferenceStore {
  /** The saved rows only; categories never saved are absent (preferencesOf fills the defaults). */
  of(userId: number): Effect.Effect<readonly PreferenceRow[]>;
  /** Saves these rows (others keep theirs). */
  save(userId: number, rows: readonly PreferenceRow[]): Effect.Effect<void>;
}

/** What the push service answered one message. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Sends one encrypted message to one subscription (the web-push library on the server). */
export interface PushSender {
  send(subscription: PushSubscriptionKeys, payload: string): Effect.Effect<PushOutcome>;
}

/** One notification to push to a member's browsers, if their preferences want it. */
export type PushJob = {
  readonly recipientId: number;
  readonly type: string;
  readonly message: string;
  readonly link: string;
};

/**
 * Pushes leave the request: a use case enqueues after its transaction commits, and the queue sends
 * in the background, so a slow push service never delays an answer.
 */
export interface PushQueue {
  enqueue(job: PushJob): void;
}
