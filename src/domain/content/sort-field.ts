import type { SortKey } from './policy';

/**
 * The item field each order sorts by, descending, the newest id first among equals: the one rule both
 * the database stores (an index per field, led by kind and draft state) and the memory stores follow.
 */
export const SORT_FIELD = {
  latest: 'publishedAt',
  views: 'views',
  likes: 'likeCount',
  comments: 'commentCount',
} as const satisfies Record<SortKey, string>;

export type SortField = (typeof SORT_FIELD)[SortKey];
