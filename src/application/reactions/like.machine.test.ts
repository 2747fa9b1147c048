import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SERVER_MESSAGE_TEXT } from '../../domain/text/errors';
import { REACTION_TEXT } from '../../domain/text/reactions';
import type { Viewer } from '../../domain/viewer';
import { type LikeEmitted, type LikeInput, likeMachine } from './like.machine';
import type { LikeResult, LikeTarget } from './reactions-api.port';
import { badRequest, deferred, dropped, flush } from '../machine-test-support';

const article: LikeInput = {
  target: { on: 'content', ref: { kind: 'article', id: 4 } },
  liked: false,
  count: 10,
  owner: { authorId: 2 },
};
const user = (id: number): Viewer => ({ id, role: 'USER' });

const start = (input: LikeInput, answer: () => Promise<LikeResult>) => {
  const calls: LikeTarget[] = [];
  const refresh = vi.fn();
  const machine = likeMachine.provide({
    actors: {
      sendLike: fromPromise(({ input: call }: { input: LikeTarget }) => {
        calls.push(call);
        return answer();
      }),
    },
    actions: { refresh },
  });
  const actor = createActor(machine, { input }).start();
  const emitted: LikeEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  const view = () => ({ liked: actor.getSnapshot().context.liked, count: actor.getSnapshot().context.count });
  return { actor, calls, emitted, refresh, view };
};

describe('like machine', () => {
  it('flips an article like at once, then takes the server state', async () => {
    const reply = deferred<LikeResult>();
    const { actor, calls, view, refresh } = start(article, () => reply.promise);
    actor.send({ type: 'like.toggle', viewer: user(7) });
    expect(view()).toEqual({ liked: true, count: 11 });
    expect(actor.getSnapshot().value).toBe('sending');
    reply.resolve({ liked: true, likeCount: 12 });
    await flush();
    expect(view()).toEqual({ liked: true, count: 12 });
    expect(calls).toEqual([article.target]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('rolls the optimistic like back and reports the failure', async () => {
    const { actor, emitted, view, refresh } = start({ ...article, liked: true }, () =>
      Promise.reject(dropped()),
    );
    actor.send({ type: 'like.toggle', viewer: user(7) });
    expect(view()).toEqual({ liked: false, count: 9 });
    await flush();
    expect(view()).toEqual({ liked: true, count: 10 });
    expect(emitted).toEqual([{ type: 'failed', text: REACTION_TEXT.likeFailed }]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shows the server message when the server sent one', async () => {
    const { actor, emitted } = start(article, () =>
      Promise.reject(badRequest('잠시 후 다시 시도해 주세요.')),
    );
    actor.send({ type: 'like.toggle', viewer: user(7) });
    await flush();
    expect(emitted).toEqual([{ type: 'failed', text: '잠시 후 다시 시도해 주세요.' }]);
  });

  it('ignores clicks while a toggle is pending (no double submission)', async () => {
    const reply = deferred<LikeResult>();
    const { actor, calls, view } = start(article, () => reply.promise);
    actor.send({ type: 'like.toggle', viewer: user(7) });
    actor.send({ type: 'like.toggle', viewer: user(7) });
    actor.send({ type: 'like.toggle', viewer: user(7) });
    expect(calls).toHaveLength(1);
    expect(view()).toEqual({ liked: true, count: 11 });
    reply.resolve({ liked: true, likeCount: 11 });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('asks a visitor to log in and calls nothing', () => {
    const { actor, calls, emitted, view } = start(article, () =>
      Promise.reject(new Error('unexpected call')),
    );
    actor.send({ type: 'like.toggle', viewer: null });
    expect(emitted).toEqual([{ type: 'loginRequired' }]);
    expect(calls).toEqual([]);
    expect(view()).toEqual({ liked: false, count: 10 });
  });

  it('refuses the author their own article with the Korean error', () => {
    const { actor, calls, emitted } = start(article, () => Promise.reject(new Error('unexpected call')));
    actor.send({ type: 'like.toggle', viewer: user(2) });
    expect(emitted).toEqual([{ type: 'failed', text: SERVER_MESSAGE_TEXT['Cannot Like Own Article'] }]);
    expect(calls).toEqual([]);
  });

  it('maps the server refusal of an own comment to the Korean error', async () => {
    const comment: LikeInput = {
      target: { on: 'comment', kind: 'qna', id: 9 },
      liked: false,
      count: 1,
      owner: { authorId: null },
    };
    const { actor, emitted, view } = start(comment, () =>
      Promise.reject(badRequest('Cannot Like Own Comment')),
    );
    actor.send({ type: 'like.toggle', viewer: user(7) });
    await flush();
    expect(emitted).toEqual([{ type: 'failed', text: SERVER_MESSAGE_TEXT['Cannot Like Own Comment'] }]);
    expect(view()).toEqual({ liked: false, count: 1 });
  });

  it('moves a comment like only after the server agrees', async () => {
    const reply = deferred<LikeResult>();
    const { actor, view } = start(
      { target: { on: 'comment', kind: 'article', id: 9 }, liked: false, count: 3, owner: { authorId: 5 } },
      () => reply.promise,
    );
    actor.send({ type: 'like.toggle', viewer: user(7) });
    expect(view()).toEqual({ liked: false, count: 3 });
    reply.resolve({ liked: true, likeCount: 4 });
    await flush();
    expect(view()).toEqual({ liked: true, count: 4 });
  });

  it('refuses one’s own anonymous Q&A post by the `mine` flag, knowing no author id', () => {
    const mine: LikeInput = {
      target: { on: 'content', ref: { kind: 'qna', id: 12 } },
      liked: false,
      count: 0,
      owner: { authorId: null, mine: true },
    };
    const { actor, calls, emitted } = start(mine, () => Promise.reject(new Error('unexpected call')));
    actor.send({ type: 'like.toggle', viewer: user(7) });
    expect(emitted).toEqual([{ type: 'failed', text: SERVER_MESSAGE_TEXT['Cannot Like Own Post'] }]);
    expect(calls).toEqual([]);
  });

  it('takes fresh server data when idle', () => {
    const { actor, view } = start(article, () => Promise.reject(new Error('unexpected call')));
    actor.send({ type: 'like.sync', liked: true, count: 30 });
    expect(view()).toEqual({ liked: true, count: 30 });
  });
});
