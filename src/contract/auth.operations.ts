import { SignInRequest, SignUpRequest, TokenResponse } from './auth';
import { defineOperations } from './operation';

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
});
