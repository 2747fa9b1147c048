import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, policyOf } from '../../../domain/content/policy';
import { editorRoute } from './editor-route';

const split = (href: string): [string, string] => {
  const [path = '', search = ''] = href.split('?');
  return [path, search];
};

describe('editor routes', () => {
  it('reads every kind’s write, draft and edit address, as the policy builds them', () => {
    for (const kind of CONTENT_KINDS) {
      const p = policyOf(kind).paths;
      expect(editorRoute(...split(p.write()))).toEqual({ kind, mode: 'post' });
      expect(editorRoute(...split(p.draft(12)))).toEqual({ kind, mode: 'draft', id: 12 });
      expect(editorRoute(...split(p.edit(7)))).toEqual({ kind, mode: 'edit', id: 7 });
    }
  });

  it('refuses addresses that name no kind or no id', () => {
    expect(editorRoute('/boardPost', '')).toBeNull();
    expect(editorRoute('/boardPost', 'board=article')).toBeNull();
    expect(editorRoute('/boardEdit/0', 'board=qna')).toBeNull();
    expect(editorRoute('/articleDraft/abc', '')).toBeNull();
    expect(editorRoute('/articlePost/3', '')).toBeNull();
  });
});
