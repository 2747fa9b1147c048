import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toggleLike } from './reactions';

const RUNS = { numRuns: 300 } as const;

describe('toggleLike', () => {
  it('flips liked and moves the count by one', () => {
    expect(toggleLike({ liked: false, count: 3 })).toEqual({ liked: true, count: 4 });
    expect(toggleLike({ liked: true, count: 3 })).toEqual({ liked: false, count: 2 });
  });

  it('never goes below zero', () => {
    expect(toggleLike({ liked: true, count: 0 })).toEqual({ liked: false, count: 0 });
    expect(toggleLike({ liked: false, count: -4 })).toEqual({ liked: true, count: 1 });
    expect(toggleLike({ liked: false, count: Number.NaN })).toEqual({ liked: true, count: 1 });
  });

  it('undoes itself from any consistent state', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 1e6 }), (liked, n) => {
        // A liked item counts at least the viewer's own like.
        const state = { liked, count: liked ? n + 1 : n };
        const once = toggleLike(state);
        expect(once.liked).toBe(!liked);
        expect(Math.abs(once.count - state.count)).toBe(1);
        expect(toggleLike(once)).toEqual(state);
      }),
      RUNS,
    );
  });

  it('keeps the count a whole number at or above zero', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.double(), (liked, count) => {
        const next = toggleLike({ liked, count });
        expect(Number.isInteger(next.count) && next.count >= 0).toBe(true);
      }),
      RUNS,
    );
  });
});
