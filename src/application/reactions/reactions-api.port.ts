import type { Effect } from 'effect';
import type { ContentKind, ContentRef } from '../../domain/content/policy';
import type { ApiError } from '../errors';

export interface LikeResult {
  readonly liked: boolean;
  readonly likeCount: number;
}

export interface FollowResult {
  readonly following: boolean;
  readonly followerCount: number;
}

/** What a like button likes: an item of any kind, or a comment under an item of a kind. */
export type LikeTarget =
  | { readonly on: 'content'; readonly ref: ContentRef }
  | { readonly on: 'comment'; readonly kind: ContentKind; readonly id: number };

/** Toggles: likes on items and comments, following a user. Each answers the new server state. */
export interface ReactionsApi {
  like(target: LikeTarget): Effect.Effect<LikeResult, ApiError>;
  follow(userId: number): Effect.Effect<FollowResult, ApiError>;
}
