import { Effect } from 'effect';
import webPush from 'web-push';
import { PUSH_TTL_SECONDS } from '../../../src/domain/notification-preferences';
import type { PushOutcome, PushSender } from '../../ports/push.port';
import type { VapidKeys } from './vapid-keys';

/** How long one push service request may take before it counts as failed. */
const PUSH_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Sends with the web-push library: it encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID
 * header (RFC 8292) into the request's details, and fetch sends them (web-push's own sender speaks
 * https only; a push service of PUSH_EXTRA_ORIGINS may be plain http on a private network). A 404 or
 * 410 means the subscription is gone for good; anything else (a 5xx, a 429, a timeout) is a failure
 * of this message only. Redirects are not followed: the server calls only the endpoint it accepted.
 */
export const webPushSender = (keys: VapidKeys, subject: string): PushSender => ({
  send: (subscription, payload) =>
    Effect.promise(async (): Promise<PushOutcome> => {
      try {
        const details = webPush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            TTL: PUSH_TTL_SECONDS,
            urgency: 'normal',
            contentEncoding: 'aes128gcm',
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          },
        );
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(details.headers))
          if (value !== undefined) headers[name] = String(value);
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    }),
});
