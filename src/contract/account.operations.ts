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
/**
 * The two navigations (`oauthStart`, `oauthCallback`) take their parameters as plain strings: every
 * failure of theirs ends on the failure page, never in a JSON 400, so their route checks each value itself
 * (a known provider; callback values of printable ASCII) before anything is used or stored.
 */
export const ACCOUNT_OPERATIONS = defineOperations({
  oauthProviders: {
    method: 'get',
    path: '/api/auth/oauth/providers',
    tag: 'auth',
    auth: 'none',
    response: OAuthProvidersResponse,
  },
  oauthStart: {
    method: 'get',
    path: '/api/auth/oauth/{provider}',
    tag: 'auth',
    auth: 'none',
    params: v.object({ provider: v.string() }),
    produces: 'text/html',
    status: 302,
  },
  oauthCallback: {
    method: 'get',
    path: '/api/auth/oauth/{provider}/callback',
    tag: 'auth',
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
    auth: 'none',
    body: OAuthExchangeRequest,
    response: OAuthExchangeResponse,
    errors: [400],
  },
  oauthLink: {
    method: 'post',
    path: '/api/auth/oauth/link',
    tag: 'auth',
    auth: 'none',
    body: OAuthLinkRequest,
    response: TokenResponse,
    errors: [400, 401, 429],
  },
  completeProfile: {
    method: 'post',
    path: '/api/user/onboarding',
    tag: 'user',
    auth: 'required',
    body: OnboardingRequest,
    errors: [400, 409],
    beforeOnboarding: true,
  },
  requestPasswordReset: {
    method: 'post',
    path: '/api/auth/password-reset',
    tag: 'auth',
    auth: 'none',
    body: PasswordResetRequest,
    status: 202,
    rateLimit: 'passwordReset',
  },
  resetPassword: {
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    tag: 'auth',
    auth: 'none',
    body: PasswordResetConfirm,
    errors: [400],
  },
});
