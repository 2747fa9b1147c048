/**
 * How popular blocks rank content (DESIGN.md section 6): by likes, comments and views over a recent
 * window. One formula for the article popular block and the boards' weekly popular blocks, on the
 * server and in the demo backend.
 */
export const POPULARITY = {
  likeWeight: 3,
  commentWeight: 2,
  /** A view counts a tenth of a like's third: reading is cheap, liking and answering are not. */
  viewWeight: 0.1,
  /** The article block: the newest this many published articles are ranked. */
  articlePool: 500,
  articleWindowDays: 30,
  /** Blocks show 3 at a time (spec section 9) and page through this many. */
  limit: 9,
  /** The boards' weekly block: posts published in the last 7 days. */
  weeklyWindowDays: 7,
} as const;

export interface PopularityFacts {
  readonly likeCount: number;
  readonly commentCount: number;
  readonly views: number;
}

export const popularityScore = (item: PopularityFacts): number =>
  POPULARITY.likeWeight * item.likeCount +
  POPULARITY.commentWeight * item.commentCount +
  POPULARITY.viewWeight * item.views;

const DAY_MS = 86_400_000;

/** The start of a window of `days` ending at `now`. */
export const windowStart = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** Spec section 9: popular blocks show three at a time. */
export const POPULAR_PAGE_SIZE = 3;

/** How many pages of three a block of `total` items has (at least one). */
export const popularPageCount = (total: number): number => Math.max(1, Math.ceil(total / POPULAR_PAGE_SIZE));

/** The items of one page of three (0-based). */
export const popularSlice = <T>(items: readonly T[], page: number): readonly T[] =>
  items.slice(page * POPULAR_PAGE_SIZE, page * POPULAR_PAGE_SIZE + POPULAR_PAGE_SIZE);
