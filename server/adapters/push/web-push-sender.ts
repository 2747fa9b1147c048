import { Effect } from 'effect';
import webPush from 'web-push';
import { PUSH_TTL_SECONDS } from '../../../src/domain/notification-preferences';
import type { PushOutcome, PushSender } from '../../ports/push.port';
import type { VapidKeys } from './vapid-keys';

/** How long one push service request may take before it counts as failed. */
const PUSH_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Sends with the web-push library (RFC 8291 aes128gcm payload encryption, RFC 8292 VAPID). A 404 or
 * 410 means the subscription is gone for good; anything else (a 5xx, a 429, a timeout) is a failure
 * of this message only.
 */
export const webPushSender = (keys: VapidKeys, subject: string): PushSender => ({
  send: (subscription, payload) =>
    Effect.promise(async (): Promise<PushOutcome> => {
      try {
        await webPush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            TTL: PUSH_TTL_SECONDS,
            urgency: 'normal',
            timeout: PUSH_REQUEST_TIMEOUT_MS,
            contentEncoding: 'aes128gcm',
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    }),
});
