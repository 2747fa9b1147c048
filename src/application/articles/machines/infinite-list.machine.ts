import { assign, setup } from 'xstate';
import type { ArticleListItem, ArticlePage } from '../../../contract/articles';
import type { ArticleListParams, ArticlePageRequest } from '../articles-api.port';
import { placeholder } from './placeholder';

/** Spec section 9: scroll events are throttled to one per 150 ms. */
export const NEAR_END_THROTTLE_MS = 150;

export interface InfiniteListContext {
  readonly params: ArticleListParams;
  readonly items: readonly ArticleListItem[];
  /** Last page loaded (1-based); 0 before the first. */
  readonly page: number;
  readonly totalPages: number;
  readonly totalElements: number;
  readonly nextCursor: string | null | undefined;
}

export type InfiniteListEvent =
  | { type: 'list.nearEnd' }
  | { type: 'list.reset'; params: ArticleListParams }
  | { type: 'list.retry' };

const emptyList = (params: ArticleListParams): InfiniteListContext => ({
  params,
  items: [],
  page: 0,
  totalPages: 0,
  totalElements: 0,
  nextCursor: undefined,
});

/** More to load: the page count says so, and a cursor-paged list has not sent its last (null) cursor. */
export const hasMore = (c: InfiniteListContext): boolean => c.page < c.totalPages && c.nextCursor !== null;

const appendPage = (
  context: InfiniteListContext,
  page: number,
  result: ArticlePage,
): Partial<InfiniteListContext> => {
  // A new article published between two pages shifts offsets: never show one card twice.
  const seen = new Set(context.items.map((item) => item.id));
  return {
    items: [...context.items, ...result.data.filter((item) => !seen.has(item.id))],
    page,
    totalPages: result.pageInfo.totalPages,
    totalElements: result.pageInfo.totalElements,
    nextCursor: result.nextCursor,
  };
};

/**
 * The article home's infinite list (spec section 2): the first page, then one more page each time the
 * bottom comes near, at most one request at a time and no more often than every 150 ms; 'end' when
 * the last page is in. A new tag, sort or search starts over.
 */
export const infiniteListMachine = setup({
  types: {} as {
    context: InfiniteListContext;
    events: InfiniteListEvent;
    input: { params: ArticleListParams };
  },
  actors: {
    fetchPage: placeholder<ArticlePage, ArticlePageRequest>('fetchPage'),
  },
  guards: {
    hasMore: ({ context }) => hasMore(context),
  },
}).createMachine({
  id: 'infiniteList',
  context: ({ input }) => emptyList(input.params),
  initial: 'loading',
  on: {
    'list.reset': {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => emptyList(event.params)),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ params: context.params, page: 1 }),
        onDone: {
          target: 'cooldown',
          actions: assign(({ context, event }) => appendPage(context, 1, event.output)),
        },
        onError: 'failed',
      },
    },
    loadingMore: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({
          params: context.params,
          page: context.page + 1,
          cursor: context.nextCursor ?? null,
        }),
        onDone: {
          target: 'cooldown',
          actions: assign(({ context, event }) => appendPage(context, context.page + 1, event.output)),
        },
        onError: 'failedMore',
      },
    },
    cooldown: {
      always: { guard: ({ context }) => !hasMore(context), target: 'end' },
      after: { [NEAR_END_THROTTLE_MS]: 'ready' },
    },
    ready: {
      on: { 'list.nearEnd': { guard: 'hasMore', target: 'loadingMore' } },
    },
    end: {},
    failed: { on: { 'list.retry': 'loading' } },
    failedMore: { on: { 'list.retry': 'loadingMore', 'list.nearEnd': 'loadingMore' } },
  },
});

export type InfiniteListMachine = typeof infiniteListMachine;
