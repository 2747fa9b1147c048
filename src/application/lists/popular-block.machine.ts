import { assign, setup } from 'xstate';
import { popularPageCount } from '../../domain/content/popularity';

export interface PopularBlockContext {
  /** 0-based page of three. */
  readonly page: number;
  readonly total: number;
}

export type PopularBlockEvent = { type: 'popular.more' } | { type: 'popular.total'; total: number };

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

export type PopularBlockMachine = typeof popularBlockMachine;
