import { SignInRequest, SignUpRequest, TokenResponse } from './auth';
import { defineOperations } from './operation';
import { PasswordResetConfirm, PasswordResetRequest } from './social-login';

export const AUTH_OPERATIONS = defineOperations({
  signUp: {
    method: 'post',
    path: '/api/auth/sign-up',
    tag: 'auth',
    summary:
      'Creates an account (role USER) and returns a session token. 409 when the email or nickname is taken.',
    auth: 'none',
    body: SignUpRequest,
    response: TokenResponse,
    status: 201,
    errors: [400, 409],
    rateLimit: 'signUp',
  },
  signIn: {
    method: 'post',
    path: '/api/auth/sign-in',
    tag: 'auth',
    summary:
      'Returns a session token. An unknown email and a wrong password get the same 401 (message `Bad credentials`). Failed attempts are limited per IP and per account: answers slow down, then 429.',
    auth: 'none',
    body: SignInRequest,
    response: TokenResponse,
    errors: [400, 401, 429],
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
