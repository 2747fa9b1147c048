import type { Effect } from 'effect';
import type { ApiError } from '../errors';

/** An editor card of the carousel and /spotlightMember (spec section 3). */
export interface EditorCard {
  readonly id: number;
  readonly name: string;
  readonly job: string | null;
  readonly profileImageUrl: string | null;
  readonly following: boolean;
  readonly followerCount: number;
}

export interface EditorsApi {
  popularEditors(): Effect.Effect<readonly EditorCard[], ApiError>;
}
