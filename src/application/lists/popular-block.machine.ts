import { assign, setup } from 'xstate';

/** Spec section 9: popular blocks show three at a time. */
export const POPULAR_PAGE_SIZE = 3;

export interface PopularBlockContext {
  /** 0-based page of three. */
  readonly page: number;
  readonly total: number;
}

export type PopularBlockEvent = { type: 'popular.more' } | { type: 'popular.total'; total: number };

export const popularPageCount = (total: number): number => Math.max(1, Math.ceil(total / POPULAR_PAGE_SIZE));

/** Which three of the popular articles show; 'more' pages by three and wraps to the start (spec section 2). */
export const popularBlockMachine = setup({
  types: {} as { context: PopularBlockContext; events: PopularBlockEvent; input: { total: number } },
}).createMachine({
  id: 'popularBlock',
  context: ({ input }) => ({ page: 0, total: Math.max(0, input.total) }),
  on: {
    'popular.more': {
      actions: assign(({ context }) => ({ page: (context.page + 1) % popularPageCount(context.total) })),
    },
    'popular.total': {
      actions: assign(({ context, event }) => {
        const total = Math.max(0, event.total);
        return { total, page: context.page < popularPageCount(total) ? context.page : 0 };
      }),
    },
  },
});

/** The items of the current page. */
export const popularSlice = <T>(items: readonly T[], page: number): readonly T[] =>
  items.slice(page * POPULAR_PAGE_SIZE, page * POPULAR_PAGE_SIZE + POPULAR_PAGE_SIZE);

export type PopularBlockMachine = typeof popularBlockMachine;
