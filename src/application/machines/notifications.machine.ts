import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { NotificationItem, NotificationSummary } from '../ports/notifications-api.port';

/** Spec section 9: the live stream reconnects 30 s after it closes. */
export const STREAM_RECONNECT_MS = 30_000;

export interface NotificationsContext {
  /**
   * The unread notifications the bell knows of: the unread among the first five (spec section 4) and
   * those the live stream brought since. Ids.
   */
  readonly unread: readonly number[];
  /** The red dot on the bell: on exactly when `unread` is not empty. */
  readonly dot: boolean;
}

export type NotificationsEvent =
  | { type: 'notifications.signedIn' }
  | { type: 'notifications.signedOut' }
  /** The path changed: the first page is fetched again (spec section 7). */
  | { type: 'notifications.refresh' }
  /** The user read one notification (the /alarm page marked it read on the server). */
  | { type: 'notifications.read'; id: number }
  /** "모두 읽음으로 표시" succeeded: nothing is unread any more. */
  | { type: 'notifications.allRead' }
  | { type: 'stream.opened' }
  | { type: 'stream.notification'; notification: NotificationItem }
  | { type: 'stream.closed' };

/** Told to whoever listens (the /alarm page, which puts it on top of its list at once). */
export type NotificationsEmitted = { type: 'notifications.received'; notification: NotificationItem };

const withUnread = (unread: readonly number[]) => ({ unread, dot: unread.length > 0 });

/**
 * What the first page says, merged with what the bell already knows: the page's unread ones, plus the
 * live ones newer than anything on it (they arrived while the page was on its way).
 */
export const unreadAfterPage = (
  known: readonly number[],
  page: readonly NotificationSummary[],
): readonly number[] => {
  const newest = page.reduce((max, n) => Math.max(max, n.id), 0);
  return [...page.filter((n) => !n.read).map((n) => n.id), ...known.filter((id) => id > newest)];
};

/**
 * The notification bell (spec section 4). The spec lights the dot when one of the first five is unread,
 * when a live event arrives, and "when the stream opens". We read the last as "when the opened stream
 * brings unread notifications" (a reconnect replays what was missed, as events): opening by itself
 * turns nothing on, so a new account with no notifications never sees a dot. The dot is on exactly
 * while an unread notification is known; reading one or all of them turns it off at once. The stream
 * runs only while signed in.
 */
export const notificationsMachine = setup({
  types: {} as {
    context: NotificationsContext;
    events: NotificationsEvent;
    emitted: NotificationsEmitted;
  },
  actors: {
    fetchFirstPage: fromPromise<readonly NotificationSummary[]>(() =>
      Promise.reject(new Error('fetchFirstPage is provided by the composition root')),
    ),
    /** Opens the stream and reports `stream.opened`, `stream.notification` and `stream.closed`. */
    stream: fromCallback<NotificationsEvent>(() => () => undefined),
  },
  actions: {
    forget: assign(withUnread([])),
    markRead: assign(({ context, event }) =>
      event.type === 'notifications.read' ? withUnread(context.unread.filter((id) => id !== event.id)) : {},
    ),
    received: assign(({ context, event }) => {
      if (event.type !== 'stream.notification') return {};
      const { id, read } = event.notification;
      const others = context.unread.filter((known) => known !== id);
      return withUnread(read ? others : [...others, id]);
    }),
    announce: emit(({ event }) => ({
      type: 'notifications.received' as const,
      notification: (event as Extract<NotificationsEvent, { type: 'stream.notification' }>).notification,
    })),
  },
}).createMachine({
  id: 'notifications',
  context: withUnread([]),
  initial: 'signedOut',
  states: {
    signedOut: {
      entry: 'forget',
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
                  actions: assign(({ context, event }) =>
                    withUnread(unreadAfterPage(context.unread, event.output)),
                  ),
                },
                // A failed bell check is not worth a message; the next path change tries again.
                onError: 'loaded',
              },
              // A page asked for before a read would bring the read one back as unread: ask again.
              on: {
                'notifications.read': { target: 'loading', reenter: true, actions: 'markRead' },
                'notifications.allRead': { target: 'loading', reenter: true, actions: 'forget' },
              },
            },
            loaded: {
              on: {
                'notifications.refresh': 'loading',
                'notifications.read': { actions: 'markRead' },
                'notifications.allRead': { actions: 'forget' },
              },
            },
          },
        },
        stream: {
          initial: 'connected',
          states: {
            connected: {
              invoke: { src: 'stream' },
              on: {
                // Opening lights nothing by itself: only the unread notifications it brings do.
                'stream.opened': {},
                'stream.notification': { actions: ['received', 'announce'] },
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
