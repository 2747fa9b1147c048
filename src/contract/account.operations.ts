import * as v from 'valibot';
import { TokenResponse } from './auth';
import { defineOperations } from './operation';
import {
  OAuthExchangeRequest,
  OAuthExchangeResponse,
  OAuthLinkRequest,
  OAuthProvidersResponse,
  OnboardingRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
} from './social-login';

/**
 * Getting into an account other than with the password form: social login (authorization code flow
 * with PKCE and state), onboarding after a first social sign-in, and password reset. The browser
 * navigates to `oauthStart`; the provider returns to `oauthCallback`, which redirects to /login/oauth
 * with a one-time code (never a token in a URL) or to the failure page; the app exchanges the code.
 * Kept apart from the sign-in table so the first page's bundle carries none of it.
 */
export const ACCOUNT_OPERATIONS = defineOperations({
  oauthProviders: {
    method: 'get',
    path: '/api/auth/oauth/providers',
    tag: 'auth',
    summary: 'The social login providers this server has configured (kakao, naver, google).',
    auth: 'none',
    response: OAuthProvidersResponse,
  },
  oauthStart: {
    method: 'get',
    path: '/api/auth/oauth/{provider}',
    tag: 'auth',
    summary:
      'Redirects (302) to the provider’s consent page, keeping state, PKCE verifier and nonce in an encrypted HttpOnly cookie. Failures redirect to /login/oauth/login/authentication-failure?reason=.',
    auth: 'none',
    params: v.object({ provider: v.string() }),
    produces: 'text/html',
    status: 302,
  },
  oauthCallback: {
    method: 'get',
    path: '/api/auth/oauth/{provider}/callback',
    tag: 'auth',
    summary:
      'The provider returns here. Checks state, exchanges the code (PKCE), verifies the ID token where there is one, then redirects to /login/oauth?code=<one-time code>; any failure (bad or huge input, a provider error, HTML or no answer) redirects to the failure page, never a 5xx.',
    auth: 'none',
    params: v.object({ provider: v.string() }),
    query: v.object({
      code: v.optional(v.string()),
      state: v.optional(v.string()),
      error: v.optional(v.string()),
    }),
    produces: 'text/html',
    status: 302,
  },
  oauthExchange: {
    method: 'post',
    path: '/api/auth/oauth/exchange',
    tag: 'auth',
    summary:
      'Exchanges the one-time code of the callback: `signedIn` with the session token (the code is used up), or `link` when the provider’s verified email belongs to an existing account. 400 for an unknown, used or expired code.',
    auth: 'none',
    body: OAuthExchangeRequest,
    response: OAuthExchangeResponse,
    errors: [400],
  },
  oauthLink: {
    method: 'post',
    path: '/api/auth/oauth/link',
    tag: 'auth',
    summary:
      'Links the social identity of a `link` code to the existing account after checking that account’s password, and signs in. 401 `Bad credentials` for a wrong password (limited like sign-in).',
    auth: 'none',
    body: OAuthLinkRequest,
    response: TokenResponse,
    errors: [400, 401, 429],
  },
  completeProfile: {
    method: 'post',
    path: '/api/user/onboarding',
    tag: 'user',
    summary:
      'Onboarding after a first social sign-in: chooses the nickname (unique) and optional job and accepts the terms. 409 when the nickname is taken or the profile was complete already.',
    auth: 'required',
    body: OnboardingRequest,
    errors: [400, 409],
    beforeOnboarding: true,
  },
  requestPasswordReset: {
    method: 'post',
    path: '/api/auth/password-reset',
    tag: 'auth',
    summary:
      'Mails a reset link (single use, 30 minutes) when the email has an account. Always 202 with no body, registered or not.',
    auth: 'none',
    body: PasswordResetRequest,
    status: 202,
    rateLimit: 'passwordReset',
  },
  resetPassword: {
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    tag: 'auth',
    summary:
      'Sets a new password with the token of a reset link; every session of the account is signed out. 400 for an unknown, used or expired token.',
    auth: 'none',
    body: PasswordResetConfirm,
    errors: [400],
  },
});
