import { Effect } from 'effect';
import { deliverPush } from '../../application/notifications/push.use-case';
import type {
  NotificationPreferenceStore,
  PushJob,
  PushQueue,
  PushSender,
  PushSubscriptionStore,
} from '../../ports/push.port';

export type PushQueueDeps = {
  readonly preferences: NotificationPreferenceStore;
  readonly subscriptions: PushSubscriptionStore;
  readonly sender: PushSender;
  readonly onError: (error: unknown) => void;
  /** Jobs sent at once (each a few HTTPS requests); the rest wait in order. */
  readonly concurrency?: number;
  /** Jobs waiting beyond this are dropped (logged): a push service down must not grow memory forever. */
  readonly maxWaiting?: number;
};

export type RunningPushQueue = PushQueue & {
  /** Resolves once every job enqueued so far has been tried. */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for those already taken. */
  close(): Promise<void>;
};

/**
 * The push job queue of one server process: a use case enqueues after its commit and returns; jobs
 * run in the background, a few at a time. Each process sends the pushes of the notifications its own
 * requests created, so several processes never send one twice. A job not yet sent when the process
 * stops is lost (the stored notification stays in the bell); pushes are a courtesy, the bell the record.
 */
export const pushQueue = (deps: PushQueueDeps): RunningPushQueue => {
  const concurrency = deps.concurrency ?? 4;
  const maxWaiting = deps.maxWaiting ?? 10_000;
  const waiting: PushJob[] = [];
  let running = 0;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (running === 0 && waiting.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.shift() as PushJob;
      running += 1;
      Effect.runPromise(deliverPush(deps, job))
        .catch(deps.onError)
        .finally(() => {
          running -= 1;
          pump();
          settle();
        });
    }
  };

  return {
    enqueue: (job) => {
      if (closed) return;
      if (waiting.length >= maxWaiting) {
        deps.onError(new Error('push queue full: a push was dropped'));
        return;
      }
      waiting.push(job);
      // After the current request's work: the answer never waits for a push.
      queueMicrotask(pump);
    },
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        queueMicrotask(settle);
      }),
    close: async () => {
      closed = true;
      waiting.length = 0;
      await new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settle();
      });
    },
  };
};
