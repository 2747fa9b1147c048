import { DEFAULT_SEARCH_SCOPE, isSearchScope, isTag, type SearchScope, type Tag } from '../catalog';
import { CONTENT_LIMITS } from './limits';
import { type ContentPolicy, defaultSort } from './policy';
import { normalizeKeyword } from './search';

/**
 * What a content list shows, as its address keeps it (spec section 2: sort, page and keyword in the
 * query string): the article home and both board homes read and write it the same way.
 */
export interface ListState {
  readonly tag: Tag;
  /** A wire sort value of the kind (`publishedAt`, `LIKE_COUNT`, ...). */
  readonly sort: string;
  /** '' when no search is running. */
  readonly keyword: string;
  readonly scope: SearchScope;
  /** 1-based; infinite lists stay on 1. */
  readonly page: number;
}

const wholePage = (raw: string | null): number => {
  const n = raw !== null && /^[0-9]{1,7}$/.test(raw) ? Number(raw) : 1;
  return Math.min(CONTENT_LIMITS.maxPage, Math.max(1, n));
};

export const readListState = (search: string, policy: ContentPolicy): ListState => {
  const q = new URLSearchParams(search);
  const tag = q.get('tag');
  const sort = q.get('sort');
  const scope = q.get('scope');
  const keyword = normalizeKeyword(q.get('keyword') ?? '');
  return {
    tag: policy.maxTags > 0 && isTag(tag) ? tag : 'ALL',
    sort: sort !== null && Object.hasOwn(policy.sorts, sort) ? sort : defaultSort(policy),
    keyword,
    scope: isSearchScope(scope) && policy.searchScopes.includes(scope) ? scope : DEFAULT_SEARCH_SCOPE,
    page: wholePage(q.get('page')),
  };
};

/** The query values of a state: defaults are left out, a running search wins over a tag. */
export const listStateQuery = (state: ListState, policy: ContentPolicy): Record<string, string> => {
  const q: Record<string, string> = {};
  if (state.keyword !== '') {
    q.keyword = state.keyword;
    if (state.scope !== DEFAULT_SEARCH_SCOPE) q.scope = state.scope;
  } else if (state.tag !== 'ALL') q.tag = state.tag;
  if (state.sort !== defaultSort(policy)) q.sort = state.sort;
  if (state.page > 1) q.page = String(state.page);
  return q;
};

/** A search resets the tag to ALL and starts at page 1 (spec section 2). */
export const withSearch = (
  state: ListState,
  keyword: string,
  scope: SearchScope = state.scope,
): ListState => ({
  ...state,
  tag: 'ALL',
  keyword: normalizeKeyword(keyword),
  scope,
  page: 1,
});

/** Choosing a tag clears the search (spec section 2). */
export const withTag = (state: ListState, tag: Tag): ListState => ({ ...state, tag, keyword: '', page: 1 });

export const withSort = (state: ListState, sort: string): ListState => ({ ...state, sort, page: 1 });

export const withPage = (state: ListState, page: number): ListState => ({
  ...state,
  page: Math.min(CONTENT_LIMITS.maxPage, Math.max(1, Math.floor(page))),
});

/** The popular blocks show only on the unfiltered first view: no search and tag ALL. */
export const showsPopularBlocks = (state: ListState): boolean => state.keyword === '' && state.tag === 'ALL';
