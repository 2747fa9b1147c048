import { LEVEL_NAMES } from './text';

/** One row of the level table: both thresholds must be met to reach the level. */
export interface LevelRow {
  readonly level: number;
  readonly postLikes: number;
  readonly commentLikes: number;
  readonly name: string;
}

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;

// Spec section 9: post likes / comment likes needed for LEVEL_1 .. LEVEL_10.
const THRESHOLDS: readonly (readonly [number, number])[] = [
  [0, 0],
  [10, 5],
  [30, 15],
  [60, 30],
  [100, 60],
  [200, 120],
  [350, 200],
  [600, 300],
  [1000, 500],
  [2000, 1000],
];

export const LEVELS: readonly LevelRow[] = THRESHOLDS.map(([postLikes, commentLikes], i) => ({
  level: i + 1,
  postLikes,
  commentLikes,
  name: LEVEL_NAMES[i] ?? '',
}));

export type LevelKey = `LEVEL_${number}`;

/** Non-numbers and negatives count as no likes, so a bad payload never raises a level. */
const likes = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

const clampLevel = (n: number): number =>
  Number.isFinite(n) ? Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.trunc(n))) : MIN_LEVEL;

/** The highest level whose post-like and comment-like thresholds are both met (DESIGN section 6). */
export const levelFromLikes = (postLikes: number, commentLikes: number): number => {
  const p = likes(postLikes);
  const c = likes(commentLikes);
  let level = MIN_LEVEL;
  for (const row of LEVELS) {
    if (p >= row.postLikes && c >= row.commentLikes) level = row.level;
  }
  return level;
};

/** The table row of a level (clamped to 1..10). */
export const levelRow = (level: number): LevelRow => LEVELS[clampLevel(level) - 1] ?? (LEVELS[0] as LevelRow);

export const levelName = (level: number): string => levelRow(level).name;

/** `LEVEL_n` as the API sends it; n is clamped to 1..10. */
export const levelKey = (n: number): LevelKey => `LEVEL_${clampLevel(n)}`;

/** `LEVEL_1` .. `LEVEL_10` → 1..10; anything else → null. */
export const parseLevelKey = (key: string): number | null => {
  const match = /^LEVEL_([1-9]|10)$/.exec(key);
  return match ? Number(match[1]) : null;
};

export interface NextLevelNeed {
  readonly next: number;
  readonly postLikes: number;
  readonly commentLikes: number;
}

/** Likes still missing for the next level (0 where a threshold is already met); null at the top. */
export const likesToNextLevel = (postLikes: number, commentLikes: number): NextLevelNeed | null => {
  const current = levelFromLikes(postLikes, commentLikes);
  if (current >= MAX_LEVEL) return null;
  const next = levelRow(current + 1);
  return {
    next: next.level,
    postLikes: Math.max(0, next.postLikes - likes(postLikes)),
    commentLikes: Math.max(0, next.commentLikes - likes(commentLikes)),
  };
};

export const MIN_BADGE = 1;
export const MAX_BADGE = 100;

/**
 * The 1..100 badge number of an author: the characters from position 6 on (`LEVEL_37` → 37).
 * Not a whole number → 1; out of range → clamped, so a bad value still draws a badge.
 */
export const badgeNumber = (authorLevel: string): number => {
  if (typeof authorLevel !== 'string') return MIN_BADGE;
  const digits = authorLevel.slice(6);
  if (!/^[0-9]{1,6}$/.test(digits)) return MIN_BADGE;
  return Math.min(MAX_BADGE, Math.max(MIN_BADGE, Number(digits)));
};

const clampBadge = (n: number): number =>
  Number.isFinite(n) ? Math.min(MAX_BADGE, Math.max(MIN_BADGE, Math.trunc(n))) : MIN_BADGE;

/** The digit icon of a badge: its last digit (0..9). */
export const badgeDigit = (n: number): number => clampBadge(n) % 10;

/** The colour band of a badge: 1-10 → 0, 11-20 → 1, ..., 91-100 → 9. */
export const badgeBand = (n: number): number => Math.floor((clampBadge(n) - 1) / 10);

/** Frame colours of the ten bands, from plain to legendary. Own-profile LEVEL_n uses band n - 1. */
export const LEVEL_BAND_COLORS = [
  '#9E9E9E',
  '#8D6E63',
  '#66BB6A',
  '#26A69A',
  '#42A5F5',
  '#5C6BC0',
  '#AB47BC',
  '#EC407A',
  '#FF7043',
  '#FFB300',
] as const;

export const bandColor = (band: number): string =>
  LEVEL_BAND_COLORS[Math.min(9, Math.max(0, Number.isFinite(band) ? Math.trunc(band) : 0))] ??
  LEVEL_BAND_COLORS[0];

/** Colour of an own-profile level LEVEL_1..LEVEL_10. */
export const levelColor = (level: number): string => bandColor(clampLevel(level) - 1);
