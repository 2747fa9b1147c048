import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { NotificationSummary } from '../ports/notifications-api.port';
import { type NotificationsEvent, notificationsMachine, STREAM_RECONNECT_MS } from './notifications.machine';

type Send = (event: NotificationsEvent) => void;

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
    expect(actor.getSnapshot().context.dot).toBe(true);
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

  it('turns the dot on when the stream opens', async () => {
    const { actor, streams } = setupNotifications();
    await signIn(actor);
    expect(streams).toHaveLength(1);
    streams[0]?.send({ type: 'stream.opened' });
    expect(actor.getSnapshot().context.dot).toBe(true);
  });

  it('turns the dot on when a live notification arrives', async () => {
    const { actor, streams } = setupNotifications();
    await signIn(actor);
    streams[0]?.send({ type: 'stream.notification', notification: { id: 9, read: false } });
    expect(actor.getSnapshot().context.dot).toBe(true);
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
