import { ACCOUNT_OPERATIONS } from './account.operations';
import { documented } from './operation';

/** The reference's text for these operations (server only: see Operation.summary). */
export const ACCOUNT_DOCS = documented(ACCOUNT_OPERATIONS, {
  oauthProviders: 'The social login providers this server has configured (kakao, naver, google).',
  oauthStart:
    'Redirects (302) to the provider’s consent page, keeping state, PKCE verifier and nonce in an encrypted HttpOnly cookie. Failures redirect to /login/oauth/login/authentication-failure?reason=.',
  oauthCallback:
    'The provider returns here. Checks state, exchanges the code (PKCE), verifies the ID token where there is one, then redirects to /login/oauth?code=<one-time code>; any failure (bad or huge input, a provider error, HTML or no answer) redirects to the failure page, never a 5xx.',
  oauthExchange:
    'Exchanges the one-time code of the callback: `signedIn` with the session token (the code is used up), or `link` when the provider’s verified email belongs to an existing account. 400 for an unknown, used or expired code.',
  oauthLink:
    'Links the social identity of a `link` code to the existing account after checking that account’s password, and signs in. 401 `Bad credentials` for a wrong password (limited like sign-in).',
  completeProfile:
    'Onboarding after a first social sign-in: chooses the nickname (unique) and optional job and accepts the terms. 409 when the nickname is taken or the profile was complete already.',
  requestPasswordReset:
    'Mails a reset link (single use, 30 minutes) when the email has an account. Always 202 with no body, registered or not.',
  resetPassword:
    'Sets a new password with the token of a reset link; every session of the account is signed out. 400 for an unknown, used or expired token.',
});
