import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAGS } from '../catalog';
import {
  type ListState,
  listStateQuery,
  readListState,
  showsPopularBlocks,
  withPage,
  withSearch,
  withSort,
  withTag,
} from './list-query';
import { CONTENT_POLICIES } from './policy';

const qna = CONTENT_POLICIES.qna;
const post = CONTENT_POLICIES.post;
const toSearch = (q: Record<string, string>) => new URLSearchParams(q).toString();

describe('list state', () => {
  it('reads defaults and refuses values the kind does not have', () => {
    expect(readListState('', qna)).toEqual({
      tag: 'ALL',
      sort: 'LATEST',
      keyword: '',
      scope: 'TITLE_CONTENT',
      page: 1,
    });
    // The free board has no tags; the Q&A board cannot be searched by author; pages are bounded.
    expect(readListState('tag=TACTICS&scope=AUTHOR&page=0', post)).toMatchObject({
      tag: 'ALL',
      scope: 'AUTHOR',
      page: 1,
    });
    expect(readListState('tag=TACTICS&scope=AUTHOR&page=999999', qna)).toMatchObject({
      tag: 'TACTICS',
      scope: 'TITLE_CONTENT',
      page: 1000,
    });
    expect(readListState('sort=views', qna).sort).toBe('LATEST');
    expect(readListState('sort=views', CONTENT_POLICIES.article).sort).toBe('views');
  });

  it('a search resets the tag and the page; a tag clears the search; a sort restarts paging', () => {
    const start: ListState = { tag: 'MENTAL', sort: 'VIEWS', keyword: '', scope: 'TITLE', page: 4 };
    expect(withSearch(start, '  축구  교실 ')).toEqual({
      ...start,
      tag: 'ALL',
      keyword: '축구 교실',
      page: 1,
    });
    expect(withTag({ ...start, keyword: '발' }, 'ETC')).toEqual({
      ...start,
      tag: 'ETC',
      keyword: '',
      page: 1,
    });
    expect(withSort(start, 'LIKE_COUNT')).toMatchObject({ sort: 'LIKE_COUNT', page: 1 });
    expect(showsPopularBlocks(withSearch(start, '발'))).toBe(false);
    expect(showsPopularBlocks(withTag(start, 'ALL'))).toBe(true);
  });

  it('survives the address: writing and reading give the same state', () => {
    const state = fc.record({
      tag: fc.constantFrom(...TAGS),
      sort: fc.constantFrom('LATEST', 'VIEWS', 'LIKE_COUNT', 'COMMENT_COUNT'),
      keyword: fc.constantFrom('', '축구', '발 부상'),
      scope: fc.constantFrom('TITLE_CONTENT' as const, 'TITLE' as const, 'CONTENT' as const),
      page: fc.integer({ min: 1, max: 1000 }),
    });
    fc.assert(
      fc.property(state, (s) => {
        // A running search wins over the tag; the scope only matters while searching.
        const expected = s.keyword === '' ? { ...s, scope: 'TITLE_CONTENT' } : { ...s, tag: 'ALL' as const };
        expect(readListState(toSearch(listStateQuery(s, qna)), qna)).toEqual(expected);
        expect(withPage(s, 5000).page).toBe(1000);
      }),
      { numRuns: 300 },
    );
  });
});
