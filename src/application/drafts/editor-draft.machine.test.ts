import { describe, expect, it } from 'vitest';
import { EDITOR_TEXT } from '../../domain/text/editor';
import { BadRequest, Network } from '../errors';
import { EMPTY_DOC } from './draft-rules';
import { AUTOSAVE_DELAY_MS, hasUnsavedChanges } from './editor-draft.machine';
import { flush, LOADED, start } from './editor-draft.test-support';

describe('editor draft machine: autosave', () => {
  it('saves a new article as a draft once typing pauses for the debounce delay', async () => {
    const t = start('post', ['createDraft']);
    t.type({ title: '한' });
    t.clock.increment(AUTOSAVE_DELAY_MS - 500);
    t.type({ title: '한국' });
    t.clock.increment(AUTOSAVE_DELAY_MS - 1);
    expect(t.calls).toHaveLength(0);
    t.clock.increment(1);
    expect(t.calls.map((c) => c.name)).toEqual(['createDraft']);
    expect(t.calls[0]?.input).toEqual({ doc: { ...EMPTY_DOC, title: '한국' } });
    expect(t.state()).toEqual({ saving: 'creating' });
    t.calls[0]?.resolve(41);
    await flush();
    expect(t.ctx()).toMatchObject({
      id: 41,
      mode: 'draft',
      lastSaveKind: 'auto',
      lastSavedAt: 1_700_000_000_000,
    });
    expect(hasUnsavedChanges(t.ctx())).toBe(false);
    expect(t.emitted).toEqual([
      { type: 'draftCreated', id: 41 },
      { type: 'saved', kind: 'auto' },
    ]);
  });

  it('does not autosave a blank article or an unchanged one', () => {
    const blank = start('post', []);
    blank.type({ title: '   ', content: '<p></p>' });
    blank.clock.increment(AUTOSAVE_DELAY_MS * 3);
    expect(blank.calls).toHaveLength(0);
    const unchanged = start('draft', []);
    unchanged.type({ title: '기존 제목' });
    unchanged.clock.increment(AUTOSAVE_DELAY_MS * 3);
    expect(unchanged.calls).toHaveLength(0);
  });

  it('never autosaves a published article under edit', () => {
    const t = start('edit', []);
    t.type({ title: '고친 제목' });
    t.clock.increment(AUTOSAVE_DELAY_MS * 3);
    expect(t.calls).toHaveLength(0);
    expect(hasUnsavedChanges(t.ctx())).toBe(true);
  });

  it('keeps typing during a save and saves the newer text after it', async () => {
    const t = start('draft', ['saveDraft']);
    t.type({ content: '<p>첫 문장</p>' });
    t.clock.increment(AUTOSAVE_DELAY_MS);
    t.type({ content: '<p>첫 문장 둘째</p>' });
    t.calls[0]?.resolve(undefined);
    await flush();
    expect(hasUnsavedChanges(t.ctx())).toBe(true);
    expect(t.ctx().savedDoc.content).toBe('<p>첫 문장</p>');
    t.clock.increment(AUTOSAVE_DELAY_MS);
    expect(t.calls.map((c) => c.input)).toEqual([
      { id: 7, doc: { ...LOADED, content: '<p>첫 문장</p>' } },
      { id: 7, doc: { ...LOADED, content: '<p>첫 문장 둘째</p>' } },
    ]);
  });

  it('after a failed autosave waits for the next change before trying again', async () => {
    const t = start('draft', ['saveDraft']);
    t.type({ title: '새 제목' });
    t.clock.increment(AUTOSAVE_DELAY_MS);
    t.calls[0]?.reject(new Network({ text: '네트워크 오류', body: null, status: null }));
    await flush();
    expect(t.ctx()).toMatchObject({ autosaveFailed: true, error: '네트워크 오류' });
    expect(t.emitted).toEqual([{ type: 'saveFailed', kind: 'auto', message: '네트워크 오류' }]);
    t.clock.increment(AUTOSAVE_DELAY_MS * 5);
    expect(t.calls).toHaveLength(1);
    t.type({ title: '새 제목!' });
    t.clock.increment(AUTOSAVE_DELAY_MS);
    expect(t.calls).toHaveLength(2);
  });
});

describe('editor draft machine: save draft', () => {
  it('saves at once on request and reports it as a manual save', async () => {
    const t = start('draft', ['saveDraft']);
    t.type({ tags: ['TACTICS', 'MENTAL'] });
    t.actor.send({ type: 'draft.save' });
    expect(t.ctx().saveKind).toBe('manual');
    t.calls[0]?.resolve(undefined);
    await flush();
    expect(t.emitted).toEqual([{ type: 'saved', kind: 'manual' }]);
    t.clock.increment(AUTOSAVE_DELAY_MS * 2);
    expect(t.calls).toHaveLength(1);
  });

  it('joins a running autosave instead of sending a second request', async () => {
    const t = start('post', ['createDraft']);
    t.type({ title: '제목' });
    t.clock.increment(AUTOSAVE_DELAY_MS);
    t.actor.send({ type: 'draft.save' });
    t.actor.send({ type: 'draft.save' });
    expect(t.calls).toHaveLength(1);
    expect(t.ctx().saveKind).toBe('manual');
    t.calls[0]?.resolve(3);
    await flush();
    expect(t.emitted.at(-1)).toEqual({ type: 'saved', kind: 'manual' });
  });

  it('refuses to save a blank article, and ignores save in edit mode', () => {
    const t = start('post', []);
    t.actor.send({ type: 'draft.save' });
    expect(t.emitted).toEqual([{ type: 'invalid', message: EDITOR_TEXT.emptyDraft }]);
    const e = start('edit', []);
    e.type({ title: '수정' });
    e.actor.send({ type: 'draft.save' });
    expect(e.state()).toBe('idle');
  });

  it('reports a failed save with the server message and keeps the changes', async () => {
    const t = start('draft', ['saveDraft']);
    t.type({ title: '제목 수정' });
    t.actor.send({ type: 'draft.save' });
    t.calls[0]?.reject(
      new BadRequest({ text: '제목은 120자 이하로 입력해 주세요.', body: null, message: 'Bad' }),
    );
    await flush();
    expect(t.state()).toBe('idle');
    expect(t.ctx().saveKind).toBeNull();
    expect(hasUnsavedChanges(t.ctx())).toBe(true);
    expect(t.emitted).toEqual([
      { type: 'saveFailed', kind: 'manual', message: '제목은 120자 이하로 입력해 주세요.' },
    ]);
  });
});

describe('editor draft machine: resume', () => {
  it('picks up unsaved changes carried over from the page it replaced and autosaves them', () => {
    const saved = { ...LOADED, title: '저장된 제목' };
    const t = start('draft', ['saveDraft'], {
      doc: { ...saved, title: '저장된 제목 뒤에 더' },
      resume: { savedDoc: saved, lastSavedAt: 5, lastSaveKind: 'auto' },
    });
    expect(hasUnsavedChanges(t.ctx())).toBe(true);
    expect(t.ctx().lastSavedAt).toBe(5);
    t.clock.increment(AUTOSAVE_DELAY_MS);
    expect(t.calls[0]?.input).toEqual({ id: 7, doc: { ...saved, title: '저장된 제목 뒤에 더' } });
  });
});
