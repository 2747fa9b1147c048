import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ContentQuery } from '../../application/content/content-api.port';
import type { SearchScope, Tag } from '../../domain/catalog';
import {
  type ListState,
  listStateQuery,
  readListState,
  withPage,
  withSearch,
  withSort,
  withTag,
} from '../../domain/content/list-query';
import type { ContentPolicy } from '../../domain/content/policy';

/**
 * A content list's state in the address (spec section 2: sort, page and keyword in the query string),
 * with the domain's rules for moving it: a search resets the tag, a tag clears the search. Other query
 * parameters of the page (the board tab) are kept.
 */
export const useListState = (policy: ContentPolicy, keep: Readonly<Record<string, string>> = {}) => {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => readListState(search, policy), [search, policy]);
  const keepKey = JSON.stringify(keep);
  const go = useCallback(
    (next: ListState) => {
      const q = new URLSearchParams({ ...JSON.parse(keepKey), ...listStateQuery(next, policy) }).toString();
      navigate(q ? `${path}?${q}` : path, { replace: true });
    },
    [navigate, path, policy, keepKey],
  );
  return {
    state,
    search: (keyword: string, scope?: SearchScope) => go(withSearch(state, keyword, scope)),
    chooseTag: (tag: Tag) => go(withTag(state, tag)),
    sortBy: (sort: string) => go(withSort(state, sort)),
    goToPage: (page: number) => go(withPage(state, page)),
  };
};

export type ListStateControls = ReturnType<typeof useListState>;

/** What a list asks the API for: the state without its page. */
export const contentQueryOf = ({ tag, sort, keyword, scope }: ListState): ContentQuery => ({
  tag,
  sort,
  keyword,
  scope,
});
