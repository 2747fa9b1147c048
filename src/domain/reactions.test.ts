import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canFollow, canLike, toggleLike } from './reactions';

const RUNS = { numRuns: 300 } as const;
const id = fc.integer({ min: 1, max: 1_000_000 });

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

describe('canLike and canFollow', () => {
  it('refuses oneself and visitors', () => {
    expect(canLike(1, 1)).toBe(false);
    expect(canLike(null, 1)).toBe(false);
    expect(canLike(1, 2)).toBe(true);
    expect(canLike(1, null)).toBe(true);
    expect(canFollow(5, 5)).toBe(false);
    expect(canFollow(null, 5)).toBe(false);
    expect(canFollow(5, 6)).toBe(true);
  });

  it('allows exactly the other users', () => {
    fc.assert(
      fc.property(id, id, (viewer, author) => {
        expect(canLike(viewer, author)).toBe(viewer !== author);
        expect(canFollow(viewer, author)).toBe(viewer !== author);
        expect(canLike(viewer, viewer)).toBe(false);
        expect(canFollow(null, author)).toBe(false);
      }),
      RUNS,
    );
  });
});
