import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { COMMENT_TEXT } from '../../domain/text/comments';
import type { ContentRef } from '../../domain/content/policy';
import {
  type CommentOperation,
  type CommentThreadEmitted,
  type CommentWriteResult,
  commentThreadMachine,
} from './comment-thread.machine';
import { badRequest, deferred, dropped, flush } from '../machine-test-support';

type Call = CommentOperation & { ref: ContentRef };
const REF: ContentRef = { kind: 'article', id: 4 };

const start = (answer: (call: Call) => Promise<CommentWriteResult> = () => Promise.resolve(undefined)) => {
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
  const actor = createActor(machine, { input: { ref: REF } }).start();
  const emitted: CommentThreadEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  return { actor, calls, emitted, refresh, context: () => actor.getSnapshot().context };
};

describe('comment thread machine', () => {
  it('writes a comment with the progress and success texts, and tells the page it landed on', async () => {
    const { actor, calls, emitted, refresh } = start(() => Promise.resolve({ id: 31, page: 3 }));
    actor.send({ type: 'comment.create', content: '좋은 글 감사합니다', viewerId: 7 });
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'create', content: '좋은 글 감사합니다' });
    await flush();
    expect(calls).toEqual([{ kind: 'create', content: '좋은 글 감사합니다', ref: REF }]);
    expect(emitted).toEqual([
      { type: 'progress', text: COMMENT_TEXT.writing },
      { type: 'succeeded', kind: 'create', text: '댓글이 작성되었습니다', page: 3, commentId: 31 },
    ]);
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('blocks every other write while one is pending', async () => {
    const reply = deferred<CommentWriteResult>();
    const { actor, calls } = start(() => reply.promise);
    actor.send({ type: 'comment.create', content: '첫 댓글', viewerId: 7 });
    actor.send({ type: 'comment.create', content: '첫 댓글', viewerId: 7 });
    actor.send({ type: 'comment.delete', commentId: 3 });
    actor.send({ type: 'comment.edit', commentId: 3, content: '수정' });
    expect(calls).toHaveLength(1);
    reply.resolve(undefined);
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
    expect(calls).toEqual([{ kind: 'edit', commentId: 5, content: '고쳤어요', ref: REF }]);
    expect(context().editingId).toBeNull();
    expect(emitted).toEqual([
      { type: 'succeeded', kind: 'edit', text: COMMENT_TEXT.editDone, page: null, commentId: null },
    ]);
  });

  it('toggles the reply box, sends the mention and closes the box on success', async () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'comment.replyStart', commentId: 3, viewerId: 7 });
    expect(context().replyingToId).toBe(3);
    actor.send({ type: 'comment.reply', parentId: 3, content: '저도요', mentionedUserId: 9, viewerId: 7 });
    await flush();
    expect(calls).toEqual([{ kind: 'reply', parentId: 3, content: '저도요', mentionedUserId: 9, ref: REF }]);
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
      { type: 'progress', text: COMMENT_TEXT.deleting },
      { type: 'succeeded', kind: 'delete', text: COMMENT_TEXT.deleteDone, page: null, commentId: null },
    ]);
    const ko = start(() => Promise.reject(dropped()));
    ko.actor.send({ type: 'comment.delete', commentId: 3 });
    await flush();
    expect(ko.emitted.at(-1)).toEqual({
      type: 'failed',
      kind: 'delete',
      text: COMMENT_TEXT.deleteFailed,
    });
  });

  it('blinds a comment without a progress toast, then says it is done', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'comment.blind', commentId: 8, reason: '욕설' });
    await flush();
    // The moderator's reason travels with the blind (issue 22).
    expect(calls).toEqual([{ kind: 'blind', commentId: 8, reason: '욕설', ref: REF }]);
    expect(emitted).toEqual([
      { type: 'succeeded', kind: 'blind', text: COMMENT_TEXT.blindDone, page: null, commentId: null },
    ]);
  });
});
