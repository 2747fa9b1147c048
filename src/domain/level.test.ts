import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  badgeBand,
  badgeDigit,
  badgeNumber,
  bandColor,
  LEVEL_BAND_COLORS,
  LEVELS,
  levelColor,
  levelFromLikes,
  levelKey,
  levelName,
  likesToNextLevel,
  MAX_LEVEL,
  parseLevelKey,
} from './level';

const RUNS = { numRuns: 300 } as const;
const count = fc.integer({ min: 0, max: 5000 });

describe('level table', () => {
  it('holds the thresholds of spec section 9 in order', () => {
    expect(LEVELS.map((r) => [r.level, r.postLikes, r.commentLikes])).toEqual([
      [1, 0, 0],
      [2, 10, 5],
      [3, 30, 15],
      [4, 60, 30],
      [5, 100, 60],
      [6, 200, 120],
      [7, 350, 200],
      [8, 600, 300],
      [9, 1000, 500],
      [10, 2000, 1000],
    ]);
  });

  it('names the levels in Korean from egg to ultimate phoenix', () => {
    expect(LEVELS[0]?.name).toBe('알');
    expect(LEVELS[1]?.name).toBe('갓 태어난 병아리');
    expect(LEVELS[9]?.name).toBe('궁극의 불사조');
    expect(new Set(LEVELS.map((r) => r.name)).size).toBe(10);
    expect(levelName(6)).toBe('불꽃');
  });
});

describe('levelFromLikes', () => {
  it('needs both thresholds', () => {
    expect(levelFromLikes(0, 0)).toBe(1);
    expect(levelFromLikes(10, 4)).toBe(1);
    expect(levelFromLikes(9, 5)).toBe(1);
    expect(levelFromLikes(10, 5)).toBe(2);
    expect(levelFromLikes(5000, 14)).toBe(2);
    expect(levelFromLikes(2000, 1000)).toBe(10);
  });

  it('treats bad counts as zero', () => {
    expect(levelFromLikes(Number.NaN, 5)).toBe(1);
    expect(levelFromLikes(-10, -5)).toBe(1);
    expect(levelFromLikes(Number.POSITIVE_INFINITY, 1000)).toBe(1);
  });

  it('is monotone in both counts', () => {
    fc.assert(
      fc.property(count, count, count, count, (p, c, dp, dc) => {
        expect(levelFromLikes(p + dp, c + dc)).toBeGreaterThanOrEqual(levelFromLikes(p, c));
      }),
      RUNS,
    );
  });

  it('is exact at every threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.integer({ min: 0, max: 3000 }), (level, extra) => {
        const row = LEVELS[level - 1];
        if (!row) throw new Error('missing row');
        // At both thresholds: exactly that level.
        expect(levelFromLikes(row.postLikes, row.commentLikes)).toBe(level);
        // One short on either count: a lower level, however many of the other.
        expect(levelFromLikes(row.postLikes - 1, row.commentLikes + extra)).toBeLessThan(level);
        expect(levelFromLikes(row.postLikes + extra, row.commentLikes - 1)).toBeLessThan(level);
      }),
      RUNS,
    );
  });

  it('is capped at 10 and never below 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (p, c) => {
        const level = levelFromLikes(p, c);
        expect(level).toBeGreaterThanOrEqual(1);
        expect(level).toBeLessThanOrEqual(MAX_LEVEL);
      }),
      RUNS,
    );
  });
});

describe('likesToNextLevel', () => {
  it('counts what is missing for the next level', () => {
    expect(likesToNextLevel(0, 0)).toEqual({ next: 2, postLikes: 10, commentLikes: 5 });
    expect(likesToNextLevel(25, 20)).toEqual({ next: 3, postLikes: 5, commentLikes: 0 });
    expect(likesToNextLevel(2000, 1000)).toBeNull();
  });

  it('adding the missing likes reaches the next level', () => {
    fc.assert(
      fc.property(count, count, (p, c) => {
        const need = likesToNextLevel(p, c);
        if (need === null) {
          expect(levelFromLikes(p, c)).toBe(MAX_LEVEL);
          return;
        }
        expect(need.next).toBe(levelFromLikes(p, c) + 1);
        expect(levelFromLikes(p + need.postLikes, c + need.commentLikes)).toBe(need.next);
        expect(need.postLikes).toBeGreaterThanOrEqual(0);
        expect(need.commentLikes).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });
});

describe('level keys', () => {
  it('writes and reads LEVEL_n', () => {
    expect(levelKey(3)).toBe('LEVEL_3');
    expect(levelKey(0)).toBe('LEVEL_1');
    expect(levelKey(11)).toBe('LEVEL_10');
    expect(parseLevelKey('LEVEL_10')).toBe(10);
    expect(parseLevelKey('LEVEL_0')).toBeNull();
    expect(parseLevelKey('LEVEL_11')).toBeNull();
    expect(parseLevelKey('level_3')).toBeNull();
    expect(parseLevelKey('LEVEL_03')).toBeNull();
  });

  it('round-trips every level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (n) => {
        expect(parseLevelKey(levelKey(n))).toBe(n);
      }),
      RUNS,
    );
  });
});

describe('badge', () => {
  it('reads the number from position 6 on', () => {
    expect(badgeNumber('LEVEL_37')).toBe(37);
    expect(badgeNumber('LEVEL_1')).toBe(1);
    expect(badgeNumber('LEVEL_100')).toBe(100);
    expect(badgeNumber('LEVEL_250')).toBe(100);
    expect(badgeNumber('LEVEL_0')).toBe(1);
    expect(badgeNumber('LEVEL_')).toBe(1);
    expect(badgeNumber('LEVEL_x1')).toBe(1);
    expect(badgeNumber('')).toBe(1);
    expect(badgeNumber(undefined as unknown as string)).toBe(1);
  });

  it('takes the last digit and the band of ten', () => {
    expect([1, 9, 10, 11, 37, 100].map(badgeDigit)).toEqual([1, 9, 0, 1, 7, 0]);
    expect([1, 10, 11, 20, 21, 91, 100].map(badgeBand)).toEqual([0, 0, 1, 1, 2, 9, 9]);
    expect(LEVEL_BAND_COLORS).toHaveLength(10);
    expect(new Set(LEVEL_BAND_COLORS).size).toBe(10);
    expect(bandColor(badgeBand(100))).toBe(LEVEL_BAND_COLORS[9]);
    expect(levelColor(1)).toBe(LEVEL_BAND_COLORS[0]);
    expect(levelColor(10)).toBe(LEVEL_BAND_COLORS[9]);
  });

  it('always gives 1..100, a digit and one of ten bands for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const n = badgeNumber(text);
        expect(Number.isInteger(n) && n >= 1 && n <= 100).toBe(true);
        expect(badgeBand(n)).toBeGreaterThanOrEqual(0);
        expect(badgeBand(n)).toBeLessThanOrEqual(9);
        expect(badgeDigit(n)).toBe(n % 10);
      }),
      RUNS,
    );
  });

  it('reads back every LEVEL_n for n in 1..100 and bands group ten each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (n) => {
        expect(badgeNumber(`LEVEL_${n}`)).toBe(n);
        expect(badgeBand(n)).toBe(Math.ceil(n / 10) - 1);
      }),
      RUNS,
    );
  });
});
