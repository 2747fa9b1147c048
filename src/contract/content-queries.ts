import type { SearchScope, Tag } from '../domain/catalog';
import { type ContentKind, policyOf } from '../domain/content/policy';

/**
 * The query strings of a kind's list and search as its operations spell them: the sort goes in the
 * policy's `sortParam` (articles `sortBy`, the boards `sortType`); the boards search in a `searchType`; only kinds with tags filter
 * by `tag` ('' for every tag).
 */
const sortParamOf = (kind: ContentKind) => policyOf(kind).sortParam;

export interface WireListQuery {
  readonly tag: Tag;
  readonly sort: string;
  readonly page: number;
  readonly size: number;
  readonly cursor?: string | null | undefined;
}

export const listQueryOf = (kind: ContentKind, q: WireListQuery) => ({
  [sortParamOf(kind)]: q.sort,
  ...(policyOf(kind).maxTags > 0 ? { tag: q.tag === 'ALL' ? '' : q.tag } : {}),
  page: q.page,
  size: q.size,
  ...(policyOf(kind).cursorPaging && q.cursor ? { cursor: q.cursor } : {}),
});

export interface WireSearchQuery {
  readonly keyword: string;
  readonly scope: SearchScope;
  readonly sort: string;
  readonly page: number;
  readonly size: number;
}

export const searchQueryOf = (kind: ContentKind, q: WireSearchQuery) => ({
  keyword: q.keyword,
  [sortParamOf(kind)]: q.sort,
  ...(policyOf(kind).searchScopes.length > 1 ? { searchType: q.scope } : {}),
  page: q.page,
  size: q.size,
});
