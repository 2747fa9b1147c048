import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { NotificationSummary } from '../ports/notifications-api.port';
import { type NotificationsEvent, notificationsMachine } from './notifications.machine';

/*
 * Issue 10: the dot is on exactly when an unread notification exists, over any sequence of what can
 * happen: notifications arriving live, the first page asked for (on each path change) and answered
 * late, one or all read on /alarm, the stream reopening, signing out and in. "Exists" is what the
 * bell can know (spec section 4): the first five as of the last page it asked for, and whatever the
 * stream brought since.
 */

type Step =
  | { readonly kind: 'arrive' }
  | { readonly kind: 'read'; readonly pick: number }
  | { readonly kind: 'readAll' }
  | { readonly kind: 'refresh' }
  | { readonly kind: 'answer' }
  | { readonly kind: 'opened' }
  | { readonly kind: 'reopen' }
  | { readonly kind: 'signOutIn' };

const STEP = fc.oneof(
  fc.constant<Step>({ kind: 'arrive' }),
  fc.nat(20).map((pick): Step => ({ kind: 'read', pick })),
  fc.constant<Step>({ kind: 'readAll' }),
  fc.constant<Step>({ kind: 'refresh' }),
  fc.constant<Step>({ kind: 'answer' }),
  fc.constant<Step>({ kind: 'opened' }),
  fc.constant<Step>({ kind: 'reopen' }),
  fc.constant<Step>({ kind: 'signOutIn' }),
);

interface Server {
  readonly items: { id: number; read: boolean }[];
  next: number;
}

const firstFive = (server: Server): NotificationSummary[] =>
  [...server.items]
    .sort((a, b) => b.id - a.id)
    .slice(0, 5)
    .map((n) => ({ ...n }));

const run = async (initial: readonly boolean[], steps: readonly Step[]) => {
  const server: Server = { items: initial.map((read, i) => ({ id: i + 1, read })), next: initial.length + 1 };
  // The pages asked for and not answered yet, each with what the server had when it was asked.
  const pending: { page: NotificationSummary[]; answer: (page: NotificationSummary[]) => void }[] = [];
  const stream: { send: ((event: NotificationsEvent) => void) | null } = { send: null };
  // What the bell can know of: the ids it was shown (first page, then live ones).
  let seen = new Set<number>();
  let asked: NotificationSummary[] = [];

  const machine = notificationsMachine.provide({
    actors: {
      fetchFirstPage: fromPromise(
        () =>
          new Promise<readonly NotificationSummary[]>((answer) => {
            pending.push({ page: firstFive(server), answer });
          }),
      ),
      stream: fromCallback<NotificationsEvent>(({ sendBack }) => {
        stream.send = sendBack;
        return () => {
          stream.send = null;
        };
      }),
    },
  });
  const actor = createActor(machine).start();
  const answerLatest = async () => {
    const latest = pending.at(-1);
    pending.length = 0;
    if (!latest) return;
    asked = latest.page;
    latest.answer(latest.page);
    await waitFor(actor, (s) => !s.matches({ signedIn: { list: 'loading' } }));
    const newest = asked.reduce((max, n) => Math.max(max, n.id), 0);
    seen = new Set([...asked.map((n) => n.id), ...[...seen].filter((id) => id > newest)]);
  };
  actor.send({ type: 'notifications.signedIn' });
  await answerLatest();

  for (const step of steps) {
    if (step.kind === 'arrive') {
      const item = { id: server.next++, read: false };
      server.items.push(item);
      seen.add(item.id);
      stream.send?.({
        type: 'stream.notification',
        notification: { ...item, type: 'FOLLOW', message: '알림', link: '/alarm', createdAt: '' },
      });
    } else if (step.kind === 'read') {
      const item = server.items[step.pick % Math.max(1, server.items.length)];
      if (!item) continue;
      item.read = true;
      actor.send({ type: 'notifications.read', id: item.id });
    } else if (step.kind === 'readAll') {
      for (const item of server.items) item.read = true;
      actor.send({ type: 'notifications.allRead' });
    } else if (step.kind === 'refresh') {
      actor.send({ type: 'notifications.refresh' });
    } else if (step.kind === 'answer') {
      await answerLatest();
    } else if (step.kind === 'opened') {
      // The stream (re)opens; a replay would come as notifications, which 'arrive' covers.
      stream.send?.({ type: 'stream.opened' });
    } else if (step.kind === 'reopen') {
      stream.send?.({ type: 'stream.closed' });
      actor.send({ type: 'notifications.signedOut' });
      actor.send({ type: 'notifications.signedIn' });
      seen = new Set();
      await answerLatest();
    } else {
      actor.send({ type: 'notifications.signedOut' });
      expect(actor.getSnapshot().context.dot).toBe(false);
      seen = new Set();
      actor.send({ type: 'notifications.signedIn' });
      await answerLatest();
    }
    const unreadKnown = server.items.some((n) => seen.has(n.id) && !n.read);
    expect(actor.getSnapshot().context.dot).toBe(unreadKnown);
  }
  actor.stop();
};

describe('notification dot over random event sequences', () => {
  it('is on exactly when an unread notification exists', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { maxLength: 8 }),
        fc.array(STEP, { maxLength: 30 }),
        (initial, steps) => run(initial, steps),
      ),
      { numRuns: 200 },
    );
  });

  it('stays off for a brand-new account whose stream opens with nothing in it', async () => {
    await run([], [{ kind: 'opened' }, { kind: 'reopen' }, { kind: 'opened' }, { kind: 'refresh' }]);
  });
});
