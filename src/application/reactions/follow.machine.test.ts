import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { REACTION_TEXT } from '../../domain/text/reactions';
import type { FollowResult } from './reactions-api.port';
import { type FollowEmitted, followMachine } from './follow.machine';
import { deferred, dropped, flush } from '../machine-test-support';

const start = (following: boolean, answer: () => Promise<FollowResult>) => {
  const calls: number[] = [];
  const refresh = vi.fn();
  const machine = followMachine.provide({
    actors: {
      sendFollow: fromPromise(({ input }: { input: { targetId: number } }) => {
        calls.push(input.targetId);
        return answer();
      }),
    },
    actions: { refresh },
  });
  const actor = createActor(machine, { input: { targetId: 2, following } }).start();
  const emitted: FollowEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  return { actor, calls, emitted, refresh, following: () => actor.getSnapshot().context.following };
};

const unexpected = () => Promise.reject(new Error('unexpected call'));

describe('follow machine', () => {
  it('flips the flag when the server answers, not before', async () => {
    const reply = deferred<FollowResult>();
    const { actor, calls, following, refresh } = start(false, () => reply.promise);
    actor.send({ type: 'follow.toggle', viewerId: 7 });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(following()).toBe(false);
    reply.resolve({ following: true, followerCount: 8 });
    await flush();
    expect(following()).toBe(true);
    expect(calls).toEqual([2]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('blocks a second toggle while one is pending', async () => {
    const reply = deferred<FollowResult>();
    const { actor, calls } = start(true, () => reply.promise);
    actor.send({ type: 'follow.toggle', viewerId: 7 });
    actor.send({ type: 'follow.toggle', viewerId: 7 });
    expect(calls).toHaveLength(1);
    reply.resolve({ following: false, followerCount: 7 });
    await flush();
    expect(actor.getSnapshot().context.following).toBe(false);
  });

  it('keeps the flag and reports the failure text', async () => {
    const { actor, emitted, following } = start(false, () => Promise.reject(dropped()));
    actor.send({ type: 'follow.toggle', viewerId: 7 });
    await flush();
    expect(following()).toBe(false);
    expect(emitted).toEqual([{ type: 'failed', text: REACTION_TEXT.followFailed }]);
  });

  it('asks a visitor to log in', () => {
    const { actor, calls, emitted } = start(false, unexpected);
    actor.send({ type: 'follow.toggle', viewerId: null });
    expect(emitted).toEqual([{ type: 'loginRequired' }]);
    expect(calls).toEqual([]);
  });

  it('never follows oneself', () => {
    const { actor, calls, emitted } = start(false, unexpected);
    actor.send({ type: 'follow.toggle', viewerId: 2 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('takes fresh server data when idle', () => {
    const { actor, following } = start(false, unexpected);
    actor.send({ type: 'follow.sync', following: true });
    expect(following()).toBe(true);
  });
});
