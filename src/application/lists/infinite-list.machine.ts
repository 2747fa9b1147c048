import { assign, setup } from 'xstate';
import { placeholder } from '../placeholder';

/** Spec section 9: scroll events are throttled to one per 150 ms. */
export const NEAR_END_THROTTLE_MS = 150;

/** What every listed item has: an id, so a page that overlaps the previous one never shows a card twice. */
export interface Identified {
  readonly id: number | string;
}

/** One slice of an infinite list, whatever the API's paging shape (page info, cursor or `hasNext`). */
export interface ListSlice<T> {
  readonly items: readonly T[];
  readonly hasMore: boolean;
  /** The whole list's size when the API tells it (the article home shows it), else null. */
  readonly totalElements: number | null;
  /** Where the next slice starts when the API continues by keyset; null otherwise. */
  readonly nextCursor: string | null;
}

/** The request for one slice: `page` is 1-based; adapters translate to the API's own counting. */
export interface SliceRequest<P> {
  readonly params: P;
  readonly page: number;
  readonly cursor: string | null;
}

export interface InfiniteListContext<T, P> {
  readonly params: P;
  readonly items: readonly T[];
  /** Last page loaded (1-based); 0 before the first. */
  readonly page: number;
  readonly hasMore: boolean;
  readonly totalElements: number | null;
  readonly cursor: string | null;
}

export type InfiniteListEvent<P> =
  | { type: 'list.nearEnd' }
  | { type: 'list.reset'; params: P }
  | { type: 'list.retry' };

const emptyList = <T, P>(params: P): InfiniteListContext<T, P> => ({
  params,
  items: [],
  page: 0,
  hasMore: true,
  totalElements: null,
  cursor: null,
});

const appendSlice = <T extends Identified, P>(
  context: InfiniteListContext<T, P>,
  slice: ListSlice<T>,
): Partial<InfiniteListContext<T, P>> => {
  // An item published between two pages shifts offsets: never show one card twice.
  const seen = new Set(context.items.map((item) => item.id));
  return {
    items: [...context.items, ...slice.items.filter((item) => !seen.has(item.id))],
    page: context.page + 1,
    hasMore: slice.hasMore,
    totalElements: slice.totalElements,
    cursor: slice.nextCursor,
  };
};

/**
 * An infinite list (the article home, the youth news, profile tabs): the first slice, then one more
 * each time the bottom comes near, at most one request at a time and no more often than every
 * 150 ms; 'end' when the last slice is in. New params (tag, sort, search) start over. The machine
 * is made per item and params type; `fetchSlice` is provided where the list is used.
 */
export const createInfiniteListMachine = <T extends Identified, P>() =>
  setup({
    types: {} as {
      context: InfiniteListContext<T, P>;
      events: InfiniteListEvent<P>;
      input: { params: P };
    },
    actors: {
      fetchSlice: placeholder<ListSlice<T>, SliceRequest<P>>('fetchSlice'),
    },
    guards: {
      hasMore: ({ context }) => context.hasMore,
    },
  }).createMachine({
    id: 'infiniteList',
    context: ({ input }) => emptyList<T, P>(input.params),
    initial: 'loading',
    on: {
      'list.reset': {
        target: '.loading',
        reenter: true,
        actions: assign(({ event }) => emptyList<T, P>(event.params)),
      },
    },
    states: {
      loading: {
        invoke: {
          src: 'fetchSlice',
          input: ({ context }) => ({ params: context.params, page: 1, cursor: null }),
          onDone: {
            target: 'cooldown',
            actions: assign(({ context, event }) => appendSlice(context, event.output)),
          },
          onError: 'failed',
        },
      },
      loadingMore: {
        invoke: {
          src: 'fetchSlice',
          input: ({ context }) => ({
            params: context.params,
            page: context.page + 1,
            cursor: context.cursor,
          }),
          onDone: {
            target: 'cooldown',
            actions: assign(({ context, event }) => appendSlice(context, event.output)),
          },
          onError: 'failedMore',
        },
      },
      cooldown: {
        always: { guard: ({ context }) => !context.hasMore, target: 'end' },
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

export type InfiniteListMachine<T extends Identified, P> = ReturnType<typeof createInfiniteListMachine<T, P>>;

/** A `{ data, pageInfo, nextCursor? }` page as a slice: more while pages remain and a cursor has not ended. */
export const sliceOfPage = <T>(result: {
  readonly data: readonly T[];
  readonly pageInfo: { readonly page: number; readonly totalPages: number; readonly totalElements: number };
  readonly nextCursor?: string | null;
}): ListSlice<T> => ({
  items: result.data,
  hasMore: result.pageInfo.page < result.pageInfo.totalPages && result.nextCursor !== null,
  totalElements: result.pageInfo.totalElements,
  nextCursor: result.nextCursor ?? null,
});
