import type { Effect } from 'effect';
import type { TokenResponse } from '../../contract/auth';
import type {
  OAuthExchangeResponse,
  OAuthLinkRequest,
  OnboardingRequest,
  PasswordResetConfirm,
} from '../../contract/social-login';
import type { SocialProvider } from '../../domain/social-login';
import type { ApiError } from '../errors';

/**
 * Getting into an account other than with the password form: social login, onboarding and password
 * reset. Only lazily loaded pages call it, so its HTTP adapter loads on first use.
 */
export interface AccountApi {
  /** The social providers the server has configured (the sign-in page shows only these). */
  oauthProviders(): Effect.Effect<readonly SocialProvider[], ApiError>;
  /** The one-time code of /login/oauth: a token, or an existing account to link with its password. */
  exchangeOAuthCode(code: string): Effect.Effect<OAuthExchangeResponse, ApiError>;
  linkOAuth(request: OAuthLinkRequest): Effect.Effect<TokenResponse, ApiError>;
  completeProfile(request: OnboardingRequest): Effect.Effect<void, ApiError>;
  requestPasswordReset(email: string): Effect.Effect<void, ApiError>;
  resetPassword(request: PasswordResetConfirm): Effect.Effect<void, ApiError>;
}

export const ACCOUNT_API = Symbol.for('kickoff.AccountApi');
