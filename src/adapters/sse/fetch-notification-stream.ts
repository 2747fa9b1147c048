import type {
  NotificationStream,
  NotificationStreamHandlers,
} from '../../application/ports/notification-stream.port';
import * as v from 'valibot';
import type { NotificationItem } from '../../application/ports/notifications-api.port';
import type { TokenStore } from '../../application/ports/token-store.port';
import { Notification } from '../../contract/notifications';
import { createSseParser } from './sse-parser';

/** Spec section 9: 30 s without any byte (data or heartbeat comment) means the stream is dead. */
export const HEARTBEAT_TIMEOUT_MS = 30_000;
export const SUBSCRIBE_PATH = '/api/notifications/subscribe';

export interface StreamDeps {
  readonly tokenStore: TokenStore;
  readonly baseUrl?: string;
  readonly heartbeatMs?: number;
  readonly fetch?: typeof fetch;
}

/** An event's data as the contract's notification; anything else (a plain-text greeting) is skipped. */
const toNotification = (data: string): NotificationItem | null => {
  try {
    const parsed = v.safeParse(Notification, JSON.parse(data));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
};

/**
 * Server-sent events over fetch, because EventSource cannot send the Authorization header.
 * One subscription is one connection; the notifications machine decides when to reconnect.
 */
export const createFetchNotificationStream = (deps: StreamDeps): NotificationStream => {
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_TIMEOUT_MS;
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // Survives reconnects so the server can replay what was missed.
  let lastEventId: string | null = null;

  const connect = async (handlers: NotificationStreamHandlers, controller: AbortController) => {
    const token = deps.tokenStore.get();
    if (!token) {
      console.info('notification stream: no token');
      return;
    }
    const headers = new Headers({ Accept: 'text/event-stream', Authorization: `Bearer ${token}` });
    if (lastEventId) headers.set('Last-Event-ID', lastEventId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), heartbeatMs);
    };
    try {
      arm();
      const response = await doFetch(`${deps.baseUrl ?? ''}${SUBSCRIBE_PATH}`, {
        headers,
        credentials: 'include',
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        // 404 until the notifications endpoint ships: retry quietly.
        const log = response.status === 404 ? console.info : console.warn;
        log(`notification stream: HTTP ${response.status}`);
        return;
      }
      handlers.onOpen();
      const parser = createSseParser((event) => {
        if (event.id !== null) lastEventId = event.id;
        const notification = toNotification(event.data);
        if (notification) handlers.onNotification(notification);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        arm();
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch (error) {
      if (!controller.signal.aborted) console.warn('notification stream error', error);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    subscribe(handlers) {
      const controller = new AbortController();
      let unsubscribed = false;
      void connect(handlers, controller).then(() => {
        if (!unsubscribed) handlers.onClose();
      });
      return () => {
        unsubscribed = true;
        controller.abort();
      };
    },
  };
};
