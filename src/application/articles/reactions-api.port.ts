import type { Effect } from 'effect';
import type { ApiError } from '../errors';

export interface LikeResult {
  readonly liked: boolean;
  readonly likeCount: number;
}

export interface FollowResult {
  readonly following: boolean;
  readonly followerCount: number;
}

/** Toggles: likes on articles and comments, following a user. Each answers the new server state. */
export interface ReactionsApi {
  likeArticle(id: number): Effect.Effect<LikeResult, ApiError>;
  likeComment(id: number): Effect.Effect<LikeResult, ApiError>;
  follow(userId: number): Effect.Effect<FollowResult, ApiError>;
}
