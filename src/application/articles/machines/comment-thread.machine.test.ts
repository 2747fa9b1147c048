import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ARTICLE_TEXT } from '../../../domain/text/articles';
import {
  type CommentOperation,
  type CommentThreadEmitted,
  commentThreadMachine,
} from './comment-thread.machine';
import { badRequest, deferred, dropped, flush } from '../../machine-test-support';

type Call = CommentOperation & { articleId: number };

const start = (answer: (call: Call) => Promise<void> = () => Promise.resolve()) => {
  const calls: Call[] = [];
  const refresh = vi.fn();
  const machine = commentThreadMachine.provide({
    actors: {
      submitComment: fromPromise(({ input }: { input: Call }) => {
        calls.push(input);
        return answer(input);
      }),
    },
    actions: { refresh },
  });
  const actor = createActor(machine, { input: { articleId: 4 } }).start();
  const emitted: CommentThreadEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  return { actor, calls, emitted, refresh, context: () => actor.getSnapshot().context };
};

describe('comment thread machine', () => {
  it('writes a comment with the progress and success texts', async () => {
    const { actor, calls, emitted, refresh } = start();
    actor.send({ type: 'comment.create', content: '좋은 글 감사합니다', viewerId: 7 });
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'create', content: '좋은 글 감사합니다' });
    await flush();
    expect(calls).toEqual([{ kind: 'create', content: '좋은 글 감사합니다', articleId: 4 }]);
    expect(emitted).toEqual([
      { type: 'progress', text: ARTICLE_TEXT.commentWriting },
      { type: 'succeeded', kind: 'create', text: '댓글이 작성되었습니다' },
    ]);
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('blocks every other write while one is pending', async () => {
    const reply = deferred<void>();
    const { actor, calls } = start(() => reply.promise);
    actor.send({ type: 'comment.create', content: '첫 댓글', viewerId: 7 });
    actor.send({ type: 'comment.create', content: '첫 댓글', viewerId: 7 });
    actor.send({ type: 'comment.delete', commentId: 3 });
    actor.send({ type: 'comment.edit', commentId: 3, content: '수정' });
    expect(calls).toHaveLength(1);
    reply.resolve();
    await flush();
    actor.send({ type: 'comment.delete', commentId: 3 });
    await flush();
    expect(calls.map((c) => c.kind)).toEqual(['create', 'delete']);
  });

  it('asks a visitor to log in for a comment, a reply box and a reply', () => {
    const { actor, calls, emitted, context } = start(() => Promise.reject(new Error('unexpected call')));
    actor.send({ type: 'comment.create', content: '안녕하세요', viewerId: null });
    actor.send({ type: 'comment.replyStart', commentId: 3, viewerId: null });
    actor.send({
      type: 'comment.reply',
      parentId: 3,
      content: '답글',
      mentionedUserId: null,
      viewerId: null,
    });
    expect(emitted).toEqual([
      { type: 'loginRequired' },
      { type: 'loginRequired' },
      { type: 'loginRequired' },
    ]);
    expect(context().replyingToId).toBeNull();
    expect(calls).toEqual([]);
  });

  it('toggles the edit box per comment and closes it after a successful edit', async () => {
    const { actor, calls, emitted, context } = start();
    actor.send({ type: 'comment.editStart', commentId: 3 });
    expect(context().editingId).toBe(3);
    actor.send({ type: 'comment.editStart', commentId: 3 });
    expect(context().editingId).toBeNull();
    actor.send({ type: 'comment.editStart', commentId: 5 });
    actor.send({ type: 'comment.edit', commentId: 5, content: '고쳤어요' });
    await flush();
    expect(calls).toEqual([{ kind: 'edit', commentId: 5, content: '고쳤어요', articleId: 4 }]);
    expect(context().editingId).toBeNull();
    expect(emitted).toEqual([{ type: 'succeeded', kind: 'edit', text: ARTICLE_TEXT.commentEdited }]);
  });

  it('toggles the reply box, sends the mention and closes the box on success', async () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'comment.replyStart', commentId: 3, viewerId: 7 });
    expect(context().replyingToId).toBe(3);
    actor.send({ type: 'comment.reply', parentId: 3, content: '저도요', mentionedUserId: 9, viewerId: 7 });
    await flush();
    expect(calls).toEqual([
      { kind: 'reply', parentId: 3, content: '저도요', mentionedUserId: 9, articleId: 4 },
    ]);
    expect(context().replyingToId).toBeNull();
  });

  it('keeps the edit box open and reports the failure, server message first', async () => {
    const { actor, emitted, context } = start(() =>
      Promise.reject(badRequest('댓글은 3000자 이하로 입력해 주세요.')),
    );
    actor.send({ type: 'comment.editStart', commentId: 5 });
    actor.send({ type: 'comment.edit', commentId: 5, content: '긴 글' });
    await flush();
    expect(context().editingId).toBe(5);
    expect(emitted).toEqual([{ type: 'failed', kind: 'edit', text: '댓글은 3000자 이하로 입력해 주세요.' }]);
  });

  it('deletes with the progress and success texts, and falls back to its own failure text', async () => {
    const ok = start();
    ok.actor.send({ type: 'comment.delete', commentId: 3 });
    await flush();
    expect(ok.emitted).toEqual([
      { type: 'progress', text: ARTICLE_TEXT.commentDeleting },
      { type: 'succeeded', kind: 'delete', text: ARTICLE_TEXT.commentDeleted },
    ]);
    const ko = start(() => Promise.reject(dropped()));
    ko.actor.send({ type: 'comment.delete', commentId: 3 });
    await flush();
    expect(ko.emitted.at(-1)).toEqual({
      type: 'failed',
      kind: 'delete',
      text: ARTICLE_TEXT.commentDeleteFailed,
    });
  });
});
