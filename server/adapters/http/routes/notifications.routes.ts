import { Effect } from 'effect';
import { streamSSE } from 'hono/streaming';
import {
  NOTIFICATION_OPERATIONS as OPS,
  STREAM_HEARTBEAT_MS,
} from '../../../../src/contract/notifications.operations';
import {
  missedNotifications,
  toNotification,
} from '../../../application/notifications/notifications.use-case';
import type { NotificationRecord } from '../../../ports/notifications.port';
import { inProcessBus } from '../../bus/in-process-bus';
import { notificationsRepository } from '../../db/notifications.repository';
import type { AppDeps } from '../deps';
import { routesOf, serveRaw } from '../operation-routes';

const lastEventId = (header: string | undefined): number | null => {
  const n = Number(header);
  return header && Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/**
 * Spec section 7 "Session and notifications": the live stream (the list and read flags are bound use
 * cases, served with the social routes).
 */
export const notificationsRoutes = (deps: AppDeps) => {
  const repo = notificationsRepository(deps.db);
  const bus = deps.bus ?? inProcessBus();
  const shutdown = deps.shutdown;
  return routesOf([
    serveRaw(OPS.subscribe, ({ actor, c }) => {
      const userId = actor.id;
      const after = lastEventId(c.req.header('Last-Event-ID'));
      return streamSSE(c, async (stream) => {
        const queue: NotificationRecord[] = [];
        let wake: (() => void) | null = null;
        // Subscribe before the replay so nothing published meanwhile is lost; ids dedupe the overlap.
        const unsubscribe = bus.subscribe(userId, (record) => {
          queue.push(record);
          wake?.();
        });
        stream.onAbort(() => {
          unsubscribe();
          wake?.();
        });
        // A server shutting down ends the stream cleanly; the client reconnects (to a new process).
        const onShutdown = () => wake?.();
        shutdown?.addEventListener('abort', onShutdown);
        let sent = after ?? 0;
        const send = async (r: NotificationRecord) => {
          if (r.id <= sent) return;
          sent = r.id;
          await stream.writeSSE({ id: String(r.id), data: JSON.stringify(toNotification(r)) });
        };
        try {
          if (after !== null)
            for (const r of await Effect.runPromise(missedNotifications(repo, userId, after))) await send(r);
          while (!stream.aborted && !stream.closed && !shutdown?.aborted) {
            let timer: ReturnType<typeof setTimeout> | undefined;
            const timedOut = await new Promise<boolean>((resolve) => {
              if (queue.length > 0) return resolve(false);
              wake = () => resolve(false);
              timer = setTimeout(() => resolve(true), STREAM_HEARTBEAT_MS);
            });
            wake = null;
            clearTimeout(timer);
            if (stream.aborted || shutdown?.aborted) break;
            if (timedOut) await stream.write(': heartbeat\n\n');
            for (let r = queue.shift(); r; r = queue.shift()) await send(r);
          }
        } finally {
          unsubscribe();
          shutdown?.removeEventListener('abort', onShutdown);
        }
      });
    }),
  ]);
};
