import type { Effect } from 'effect';

/**
 * The toggled relations between a user and something: liking an item, liking a comment, following a
 * user. One implementation serves all three (server/adapters/db/edges.repository.ts).
 */
export type Edge = 'contentLike' | 'commentLike' | 'follow';

export interface EdgeStore {
  /**
   * Adds the edge when absent, removes it when present: whether it is on afterwards, and whether this
   * call changed it (a parallel toggle may have added it first; counters then must not move again).
   */
  toggle(
    edge: Edge,
    from: number,
    to: number,
  ): Effect.Effect<{ readonly on: boolean; readonly changed: boolean }>;
  /** The targets among `to` that `from` has an edge to. */
  among(edge: Edge, from: number, to: readonly number[]): Effect.Effect<ReadonlySet<number>>;
}

/** The counters and facts of users that content writes move and read. */
export interface PeopleStore {
  exists(id: number): Effect.Effect<boolean>;
  nickname(id: number): Effect.Effect<string | null>;
  receivedLikes(id: number): Effect.Effect<{ postLikes: number; commentLikes: number } | null>;
  moveReceivedLikes(id: number, liked: 'post' | 'comment', by: number): Effect.Effect<void>;
  /** Moves the follower's following count and the followee's follower count; answers the follower count. */
  moveFollows(followerId: number, followeeId: number, by: number): Effect.Effect<number>;
}
