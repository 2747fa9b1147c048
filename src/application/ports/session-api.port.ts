import type { Effect } from 'effect';
import type { SignInRequest, SignUpRequest, TokenResponse } from '../../contract/auth';
import type { OwnProfile } from '../../contract/user';
import type { ApiError } from '../errors';

/** Accounts: sign in, sign up, sign out and the signed-in user's own profile. */
export interface SessionApi {
  signIn(request: SignInRequest): Effect.Effect<TokenResponse, ApiError>;
  signUp(request: SignUpRequest): Effect.Effect<TokenResponse, ApiError>;
  /** Revokes the stored token on the server (and the account's other sessions); sent before forgetting it. */
  logout(): Effect.Effect<void, ApiError>;
  profile(): Effect.Effect<OwnProfile, ApiError>;
}
