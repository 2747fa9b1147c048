import { Effect } from 'effect';
import type { PushApi, PushDeviceState, PushEnableOutcome } from '../../application/push/push-api.port';
import { PUSH_OPERATIONS as OPS } from '../../contract/push.operations';
import type { HttpClient } from '../http/http-client';

/** The site's service worker (emitted by the build at the root, so its scope is the whole app). */
export const SERVICE_WORKER_URL = '/sw.js';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** base64url (the server's VAPID key) to the bytes PushManager.subscribe takes. */
const keyBytes = (key: string): Uint8Array<ArrayBuffer> => {
  const base64 = key
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
};

/** Keep the literal types through Effect.gen. */
const outcome = (o: PushEnableOutcome) => o;
const state = (s: PushDeviceState) => s;

/** The subscription of this browser, if the worker was ever registered (registers nothing). */
const currentSubscription = async () => {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
};

/**
 * The server's preference and subscription operations, and the browser's side of push: the service
 * worker is registered only here, when the member turns push on (never on a first visit, never
 * before the page has loaded: this module loads with the settings or 알림 page), and the browser's
 * permission prompt follows the member's own click after the page's explanation.
 */
export const createBrowserPushApi = (http: HttpClient): PushApi => ({
  preferences: () => http.call(OPS.preferences),
  savePreferences: (rows) => http.call(OPS.savePreferences, { body: { preferences: [...rows] } }),
  deviceState: () =>
    Effect.gen(function* () {
      if (!supported()) return state('unsupported');
      if (Notification.permission === 'denied') return state('denied');
      const subscribed = yield* Effect.promise(() =>
        currentSubscription()
          .then((found) => found !== null && Notification.permission === 'granted')
          .catch(() => false),
      );
      if (subscribed) return state('on');
      // A host that sends no pushes (the demo) has no key: nothing to turn on.
      const key = yield* Effect.orElseSucceed(http.call(OPS.key), () => ({ publicKey: '' }));
      return state(key.publicKey === null ? 'unsupported' : 'off');
    }),
  enable: () =>
    Effect.gen(function* () {
      if (!supported()) return outcome('unsupported');
      const { publicKey } = yield* http.call(OPS.key);
      if (!publicKey) return outcome('unsupported');
      const permission = yield* Effect.promise(() => Notification.requestPermission());
      if (permission !== 'granted') return outcome('denied');
      const subscription = yield* Effect.promise(async () => {
        try {
          const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
          await navigator.serviceWorker.ready;
          const key = keyBytes(publicKey);
          const existing = await registration.pushManager.getSubscription();
          // A subscription made for another key (the server's keys changed) cannot be reused.
          if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
          await existing?.unsubscribe();
          return await registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: key,
          });
        } catch {
          return null;
        }
      });
      const json = subscription?.toJSON();
      if (!json?.endpoint || !json.keys?.p256dh || !json.keys.auth) return outcome('failed');
      yield* http.call(OPS.subscribe, {
        body: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
      });
      return outcome('on');
    }),
  disable: () =>
    Effect.gen(function* () {
      if (!supported()) return;
      const subscription = yield* Effect.promise(() => currentSubscription().catch(() => null));
      if (!subscription) return;
      const endpoint = subscription.endpoint;
      yield* Effect.promise(() => subscription.unsubscribe().catch(() => false));
      yield* http.call(OPS.unsubscribe, { body: { endpoint } });
    }),
});
