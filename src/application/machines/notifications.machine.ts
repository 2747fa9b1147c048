import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { NotificationSummary } from '../ports/notifications-api.port';

/** Spec section 9: the live stream reconnects 30 s after it closes. */
export const STREAM_RECONNECT_MS = 30_000;

export interface NotificationsContext {
  /** The red dot on the bell. */
  readonly dot: boolean;
}

export type NotificationsEvent =
  | { type: 'notifications.signedIn' }
  | { type: 'notifications.signedOut' }
  /** The path changed: the first page is fetched again (spec section 7). */
  | { type: 'notifications.refresh' }
  | { type: 'stream.opened' }
  | { type: 'stream.notification'; notification: NotificationSummary }
  | { type: 'stream.closed' };

/**
 * The notification bell (spec section 4): the dot is on when any of the first five notifications
 * is unread, or a live event arrives, or the stream opens. The stream runs only while signed in.
 */
export const notificationsMachine = setup({
  types: {} as { context: NotificationsContext; events: NotificationsEvent },
  actors: {
    fetchFirstPage: fromPromise<readonly NotificationSummary[]>(() =>
      Promise.reject(new Error('fetchFirstPage is provided by the composition root')),
    ),
    /** Opens the stream and reports `stream.opened`, `stream.notification` and `stream.closed`. */
    stream: fromCallback<NotificationsEvent>(() => () => undefined),
  },
  actions: {
    dotOn: assign({ dot: true }),
    dotOff: assign({ dot: false }),
  },
}).createMachine({
  id: 'notifications',
  context: { dot: false },
  initial: 'signedOut',
  states: {
    signedOut: {
      entry: 'dotOff',
      on: { 'notifications.signedIn': 'signedIn' },
    },
    signedIn: {
      type: 'parallel',
      on: { 'notifications.signedOut': 'signedOut' },
      states: {
        list: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'fetchFirstPage',
                onDone: {
                  target: 'loaded',
                  actions: assign({ dot: ({ event }) => event.output.some((n) => !n.read) }),
                },
                // A failed bell check is not worth a message; the next path change tries again.
                onError: 'loaded',
              },
            },
            loaded: { on: { 'notifications.refresh': 'loading' } },
          },
        },
        stream: {
          initial: 'connected',
          states: {
            connected: {
              invoke: { src: 'stream' },
              on: {
                'stream.opened': { actions: 'dotOn' },
                'stream.notification': { actions: 'dotOn' },
                'stream.closed': 'waiting',
              },
            },
            waiting: { after: { [STREAM_RECONNECT_MS]: 'connected' } },
          },
        },
      },
    },
  },
});

export type NotificationsMachine = typeof notificationsMachine;
