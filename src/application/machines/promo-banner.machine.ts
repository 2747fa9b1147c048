import { assign, setup } from 'xstate';

/** Spec section 9: three slides, each shown for 3000 ms. */
export const BANNER_INTERVAL_MS = 3000;
export const BANNER_SLIDE_COUNT = 3;

export interface PromoBannerContext {
  readonly index: number;
  readonly count: number;
}

export type PromoBannerEvent =
  | { type: 'banner.next' }
  | { type: 'banner.prev' }
  | { type: 'banner.hover' }
  | { type: 'banner.leave' };

const step = (context: PromoBannerContext, by: number): number =>
  (context.index + by + context.count) % context.count;

/** The looping promo banner: advances every 3 s, pauses while hovered, prev/next by hand. */
export const promoBannerMachine = setup({
  types: {} as {
    context: PromoBannerContext;
    events: PromoBannerEvent;
    input: { count?: number } | undefined;
  },
  actions: {
    next: assign({ index: ({ context }) => step(context, 1) }),
    prev: assign({ index: ({ context }) => step(context, -1) }),
  },
}).createMachine({
  id: 'promoBanner',
  context: ({ input }) => ({ index: 0, count: Math.max(1, input?.count ?? BANNER_SLIDE_COUNT) }),
  initial: 'playing',
  states: {
    playing: {
      after: { [BANNER_INTERVAL_MS]: { target: 'playing', reenter: true, actions: 'next' } },
      on: {
        'banner.hover': 'paused',
        // A manual move restarts the 3 s count so the new slide gets its full time.
        'banner.next': { target: 'playing', reenter: true, actions: 'next' },
        'banner.prev': { target: 'playing', reenter: true, actions: 'prev' },
      },
    },
    paused: {
      on: {
        'banner.leave': 'playing',
        'banner.next': { actions: 'next' },
        'banner.prev': { actions: 'prev' },
      },
    },
  },
});

export type PromoBannerMachine = typeof promoBannerMachine;
