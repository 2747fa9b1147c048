import { describe, expect, it } from 'vitest';
import { EDITOR_TEXT } from '../../domain/text/editor';
import { EMPTY_DOC, isBlank, publishProblem, sameDoc, toggleTag } from './draft-rules';

describe('draft rules', () => {
  it('treats an empty editor as blank but an image alone as a body', () => {
    expect(isBlank({ ...EMPTY_DOC, content: '<p></p>' })).toBe(true);
    expect(isBlank({ ...EMPTY_DOC, content: '<p><img src="/images/articles/a.webp"></p>' })).toBe(false);
    expect(isBlank({ ...EMPTY_DOC, title: '제목' })).toBe(false);
  });

  it('needs a title and a body to publish', () => {
    expect(publishProblem({ ...EMPTY_DOC, content: '<p>본문</p>' })).toBe(EDITOR_TEXT.titleRequired);
    expect(publishProblem({ ...EMPTY_DOC, title: '제목', content: '<p></p>' })).toBe(
      EDITOR_TEXT.contentRequired,
    );
    expect(publishProblem({ ...EMPTY_DOC, title: '제목', content: '<p>본문</p>' })).toBeNull();
  });

  it('toggles article tags and refuses a fourth; a single category is swapped', () => {
    expect(toggleTag(['TACTICS'], 'TACTICS', 3)).toEqual([]);
    expect(toggleTag(['TACTICS', 'MENTAL'], 'ETC', 3)).toEqual(['TACTICS', 'MENTAL', 'ETC']);
    expect(toggleTag(['TACTICS', 'MENTAL', 'ETC'], 'NUTRITION', 3)).toBeNull();
    expect(toggleTag(['TACTICS'], 'ETC', 1)).toEqual(['ETC']);
  });

  it('compares docs by value, tag order included', () => {
    expect(sameDoc({ ...EMPTY_DOC, tags: ['ETC'] }, { ...EMPTY_DOC, tags: ['ETC'] })).toBe(true);
    expect(
      sameDoc({ ...EMPTY_DOC, tags: ['ETC', 'MENTAL'] }, { ...EMPTY_DOC, tags: ['MENTAL', 'ETC'] }),
    ).toBe(false);
  });
});
