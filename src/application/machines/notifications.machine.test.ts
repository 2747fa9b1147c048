import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { NotificationItem, NotificationSummary } from '../ports/notifications-api.port';
import { type NotificationsEvent, notificationsMachine, STREAM_RECONNECT_MS } from './notifications.machine';
import { flush } from '../machine-test-support';

type Send = (event: NotificationsEvent) => void;

/** A notification as the stream sends it. */
const makeNotification = (id: number, read = false): NotificationItem => ({
  id,
  type: 'FOLLOW',
  message: `알림 ${id}`,
  link: '/alarm',
  read,
  createdAt: '2025-03-01T09:00:00.000Z',
});

/** A controllable stream: each subscription records its sendBack and whether it was closed. */
const setupNotifications = (pages: (readonly NotificationSummary[])[] = [[]]) => {
  const streams: { send: Send; closed: boolean }[] = [];
  const fetchFirstPage = vi.fn(() => Promise.resolve(pages.shift() ?? []));
  const machine = notificationsMachine.provide({
    actors: {
      fetchFirstPage: fromPromise(() => fetchFirstPage()),
      stream: fromCallback<NotificationsEvent>(({ sendBack }) => {
        const entry = { send: sendBack as Send, closed: false };
        streams.push(entry);
        return () => {
          entry.closed = true;
        };
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, streams, fetchFirstPage };
};

const signIn = async (actor: ReturnType<typeof setupNotifications>['actor']) => {
  actor.send({ type: 'notifications.signedIn' });
  await waitFor(actor, (s) => s.matches({ signedIn: { list: 'loaded' } }));
};

describe('notifications machine', () => {
  it('neither fetches nor streams while signed out', () => {
    const { actor, streams, fetchFirstPage } = setupNotifications();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(streams).toHaveLength(0);
    expect(fetchFirstPage).not.toHaveBeenCalled();
  });

  it('turns the dot on when one of the first five is unread', async () => {
    const { actor } = setupNotifications([
      [
        { id: 1, read: true },
        { id: 2, read: false },
      ],
    ]);
    await signIn(actor);
    expect(actor.getSnapshot().context).toEqual({ unread: [2], dot: true });
  });

  it('keeps the dot off when all of the first five are read', async () => {
    const { actor } = setupNotifications([[{ id: 1, read: true }]]);
    await signIn(actor);
    expect(actor.getSnapshot().context.dot).toBe(false);
  });

  it('refetches the first page on notifications.refresh', async () => {
    const { actor, fetchFirstPage } = setupNotifications([[], [{ id: 3, read: false }]]);
    await signIn(actor);
    actor.send({ type: 'notifications.refresh' });
    await waitFor(actor, (s) => s.context.dot);
    expect(fetchFirstPage).toHaveBeenCalledTimes(2);
  });

  it('keeps the dot off when the stream opens with nothing unread (a brand-new account)', async () => {
    const { actor, streams } = setupNotifications();
    await signIn(actor);
    expect(streams).toHaveLength(1);
    streams[0]?.send({ type: 'stream.opened' });
    expect(actor.getSnapshot().context.dot).toBe(false);
  });

  it('turns the dot on when a live notification arrives and tells listeners of it', async () => {
    const { actor, streams } = setupNotifications();
    await signIn(actor);
    const heard: NotificationItem[] = [];
    actor.on('notifications.received', (e) => heard.push(e.notification));
    streams[0]?.send({ type: 'stream.opened' });
    streams[0]?.send({ type: 'stream.notification', notification: makeNotification(9) });
    expect(actor.getSnapshot().context).toEqual({ unread: [9], dot: true });
    expect(heard).toEqual([makeNotification(9)]);
  });

  it('turns the dot off at once when the last unread one is read, or all are', async () => {
    const { actor, streams } = setupNotifications([[{ id: 4, read: false }]]);
    await signIn(actor);
    streams[0]?.send({ type: 'stream.notification', notification: makeNotification(5) });
    actor.send({ type: 'notifications.read', id: 4 });
    expect(actor.getSnapshot().context).toEqual({ unread: [5], dot: true });
    actor.send({ type: 'notifications.read', id: 5 });
    expect(actor.getSnapshot().context.dot).toBe(false);
    streams[0]?.send({ type: 'stream.notification', notification: makeNotification(6) });
    actor.send({ type: 'notifications.allRead' });
    expect(actor.getSnapshot().context).toEqual({ unread: [], dot: false });
  });

  it('drops a first page asked for before a read, and asks again', async () => {
    let resolveFirst: (page: readonly NotificationSummary[]) => void = () => undefined;
    const calls: number[] = [];
    const machine = notificationsMachine.provide({
      actors: {
        fetchFirstPage: fromPromise(() => {
          calls.push(calls.length + 1);
          if (calls.length === 1)
            return new Promise<readonly NotificationSummary[]>((resolve) => {
              resolveFirst = resolve;
            });
          return Promise.resolve([{ id: 1, read: true }]);
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'notifications.signedIn' });
    actor.send({ type: 'notifications.allRead' });
    await waitFor(actor, (s) => s.matches({ signedIn: { list: 'loaded' } }));
    // The stale page (taken before "모두 읽음") arrives late and changes nothing.
    resolveFirst([{ id: 1, read: false }]);
    await flush(); // lets the late answer settle; nothing may change, so there is no state to wait for
    expect(calls).toEqual([1, 2]);
    expect(actor.getSnapshot().context.dot).toBe(false);
  });

  it('keeps live ones newer than a page that was on its way', async () => {
    let resolvePage: (page: readonly NotificationSummary[]) => void = () => undefined;
    const streams: Send[] = [];
    const machine = notificationsMachine.provide({
      actors: {
        fetchFirstPage: fromPromise(
          () =>
            new Promise<readonly NotificationSummary[]>((resolve) => {
              resolvePage = resolve;
            }),
        ),
        stream: fromCallback<NotificationsEvent>(({ sendBack }) => {
          streams.push(sendBack as Send);
          return () => undefined;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'notifications.signedIn' });
    streams[0]?.({ type: 'stream.notification', notification: makeNotification(8) });
    resolvePage([{ id: 7, read: true }]);
    await waitFor(actor, (s) => s.matches({ signedIn: { list: 'loaded' } }));
    expect(actor.getSnapshot().context).toEqual({ unread: [8], dot: true });
  });

  it('reconnects 30 seconds after the stream closes, not before', async () => {
    const { actor, streams, clock } = setupNotifications();
    await signIn(actor);
    streams[0]?.send({ type: 'stream.closed' });
    expect(actor.getSnapshot().matches({ signedIn: { stream: 'waiting' } })).toBe(true);
    expect(streams[0]?.closed).toBe(true);
    clock.increment(STREAM_RECONNECT_MS - 1);
    expect(streams).toHaveLength(1);
    clock.increment(1);
    expect(streams).toHaveLength(2);
    expect(actor.getSnapshot().matches({ signedIn: { stream: 'connected' } })).toBe(true);
  });

  it('closes the stream, clears the dot and stops reconnecting on sign-out', async () => {
    const { actor, streams, clock } = setupNotifications([[{ id: 1, read: false }]]);
    await signIn(actor);
    expect(actor.getSnapshot().context.dot).toBe(true);
    actor.send({ type: 'notifications.signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.dot).toBe(false);
    expect(streams[0]?.closed).toBe(true);
    clock.increment(STREAM_RECONNECT_MS * 2);
    expect(streams).toHaveLength(1);
  });
});
