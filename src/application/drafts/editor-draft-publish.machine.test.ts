import { describe, expect, it } from 'vitest';
import { EDITOR_TEXT } from '../../domain/text/editor';
import { Network } from '../errors';
import { AUTOSAVE_DELAY_MS, hasUnsavedChanges } from './editor-draft.machine';
import { flush, start } from './editor-draft.test-support';

describe('editor draft machine: publish', () => {
  const ready = { title: '한국 유소년 축구', content: '<p>본문입니다</p>' };

  it('publishes a new article directly with create', async () => {
    const t = start('post', ['create']);
    t.type(ready);
    t.actor.send({ type: 'draft.publish' });
    t.actor.send({ type: 'draft.publish' });
    expect(t.calls.map((c) => c.name)).toEqual(['create']);
    t.calls[0]?.resolve(99);
    await flush();
    expect(t.state()).toBe('published');
    expect(t.ctx().publishedId).toBe(99);
    expect(hasUnsavedChanges(t.ctx())).toBe(false);
    expect(t.emitted).toEqual([{ type: 'published', id: 99, mode: 'post' }]);
  });

  it('publishes a draft with its latest text', async () => {
    const t = start('draft', ['publishDraft']);
    t.type({ content: '<p>마지막 문장</p>' });
    t.actor.send({ type: 'draft.publish' });
    expect(t.calls[0]).toMatchObject({
      name: 'publishDraft',
      input: { id: 7, doc: { content: '<p>마지막 문장</p>' } },
    });
    t.calls[0]?.resolve(7);
    await flush();
    expect(t.emitted).toEqual([{ type: 'published', id: 7, mode: 'draft' }]);
  });

  it('updates a published article and reports its id', async () => {
    const t = start('edit', ['update']);
    t.type({ title: '관리자가 고친 제목' });
    t.actor.send({ type: 'draft.publish' });
    expect(t.calls[0]).toMatchObject({ name: 'update', input: { id: 7 } });
    t.calls[0]?.resolve(undefined);
    await flush();
    expect(t.emitted).toEqual([{ type: 'published', id: 7, mode: 'edit' }]);
  });

  it('queues publish pressed during an autosave and publishes the created draft after it', async () => {
    const t = start('post', ['createDraft', 'publishDraft']);
    t.type(ready);
    t.clock.increment(AUTOSAVE_DELAY_MS);
    t.actor.send({ type: 'draft.publish' });
    expect(t.ctx().publishQueued).toBe(true);
    t.calls[0]?.resolve(12);
    await flush();
    expect(t.calls.map((c) => c.name)).toEqual(['createDraft', 'publishDraft']);
    expect(t.calls[1]?.input).toMatchObject({ id: 12 });
    t.calls[1]?.resolve(12);
    await flush();
    expect(t.emitted.map((e) => e.type)).toEqual(['draftCreated', 'saved', 'published']);
  });

  it('names what is missing instead of publishing', () => {
    const t = start('post', []);
    t.type({ content: '<p>본문만</p>' });
    t.actor.send({ type: 'draft.publish' });
    t.type({ title: '제목만', content: '<p> </p>' });
    t.actor.send({ type: 'draft.publish' });
    expect(t.emitted).toEqual([
      { type: 'invalid', message: EDITOR_TEXT.titleRequired },
      { type: 'invalid', message: EDITOR_TEXT.contentRequired },
    ]);
    expect(t.state()).toBe('idle');
  });

  it('returns to editing with the message when publishing fails, and can retry', async () => {
    const t = start('draft', ['publishDraft']);
    t.actor.send({ type: 'draft.publish' });
    t.calls[0]?.reject(new Network({ text: '서버 오류', body: null, status: 500 }));
    await flush();
    expect(t.state()).toBe('idle');
    expect(t.ctx().error).toBe('서버 오류');
    expect(t.emitted).toEqual([{ type: 'publishFailed', mode: 'draft', message: '서버 오류' }]);
    t.actor.send({ type: 'draft.publish' });
    expect(t.calls).toHaveLength(2);
    expect(t.ctx().error).toBeNull();
  });
});
