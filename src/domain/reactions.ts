export interface LikeState {
  readonly liked: boolean;
  readonly count: number;
}

/** The optimistic like of spec section 4: liked flips and the count moves by one, never below 0. */
export const toggleLike = ({ liked, count }: LikeState): LikeState => {
  const base = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return liked ? { liked: false, count: Math.max(0, base - 1) } : { liked: true, count: base + 1 };
};
