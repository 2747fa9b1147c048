export interface LikeState {
  readonly liked: boolean;
  readonly count: number;
}

/** The optimistic like of spec section 4: liked flips and the count moves by one, never below 0. */
export const toggleLike = ({ liked, count }: LikeState): LikeState => {
  const base = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return liked ? { liked: false, count: Math.max(0, base - 1) } : { liked: true, count: base + 1 };
};

/**
 * Whether a signed-in viewer may like an item: not their own article or comment (spec section 5).
 * A visitor (null) may not; the UI shows the login prompt instead. An anonymous author (null id)
 * is never the viewer as far as the client knows; the server has the last word.
 */
export const canLike = (viewerId: number | null, authorId: number | null | undefined): boolean =>
  viewerId !== null && viewerId !== authorId;

/** Whether a signed-in viewer may follow a user: never oneself. */
export const canFollow = (viewerId: number | null, targetId: number): boolean =>
  viewerId !== null && viewerId !== targetId;
