import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ArticleListParams } from '../../../application/articles/articles-api.port';
import {
  type ArticleSort,
  DEFAULT_ARTICLE_SORT,
  isArticleSort,
  isTag,
  type Tag,
} from '../../../domain/catalog';

export interface HomeParams {
  readonly tag: Tag;
  readonly sort: ArticleSort;
  /** '' when no search is running. */
  readonly keyword: string;
}

const read = (search: string): HomeParams => {
  const q = new URLSearchParams(search);
  const tag = q.get('tag');
  const sort = q.get('sort');
  return {
    tag: isTag(tag) ? tag : 'ALL',
    sort: isArticleSort(sort) ? sort : DEFAULT_ARTICLE_SORT,
    keyword: q.get('keyword') ?? '',
  };
};

const write = ({ tag, sort, keyword }: HomeParams): string => {
  const q = new URLSearchParams();
  if (keyword !== '') q.set('keyword', keyword);
  else if (tag !== 'ALL') q.set('tag', tag);
  if (sort !== DEFAULT_ARTICLE_SORT) q.set('sort', sort);
  const text = q.toString();
  return text ? `?${text}` : '';
};

/** Tag, sort (query parameter `sort`, spec section 2) and search keyword live in the address. */
export const useHomeParams = () => {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = useMemo(() => read(search), [search]);
  const go = useCallback(
    (next: HomeParams) => navigate(`${path}${write(next)}`, { replace: true }),
    [navigate, path],
  );
  return {
    params,
    // A search resets the tag to ALL; a tag clears the search (spec section 2).
    search: (keyword: string) => go({ ...params, tag: 'ALL', keyword: keyword.trim() }),
    chooseTag: (tag: Tag) => go({ ...params, tag, keyword: '' }),
    sortBy: (sort: ArticleSort) => go({ ...params, sort }),
  };
};

export const listParams = ({ tag, sort, keyword }: HomeParams): ArticleListParams =>
  keyword !== '' ? { kind: 'search', keyword, sortBy: sort } : { kind: 'tag', tag, sortBy: sort };
