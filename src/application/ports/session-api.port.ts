import type { Effect } from 'effect';
import type { SignInRequest, SignUpRequest, TokenResponse } from '../../contract/auth';
import type { OwnProfile } from '../../contract/user';
import type { ApiError } from '../errors';

/** Accounts: sign in, sign up and the signed-in user's own profile. */
export interface SessionApi {
  signIn(request: SignInRequest): Effect.Effect<TokenResponse, ApiError>;
  signUp(request: SignUpRequest): Effect.Effect<TokenResponse, ApiError>;
  profile(): Effect.Effect<OwnProfile, ApiError>;
}
