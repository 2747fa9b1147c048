import { SignInRequest, SignUpRequest, TokenResponse } from './auth';
import { defineOperations } from './operation';

export const AUTH_OPERATIONS = defineOperations({
  signUp: {
    method: 'post',
    path: '/api/auth/sign-up',
    tag: 'auth',
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
    auth: 'none',
    body: SignInRequest,
    response: TokenResponse,
    errors: [400, 401, 429],
  },
  logout: {
    method: 'post',
    path: '/api/user/logout',
    tag: 'auth',
    auth: 'required',
    beforeOnboarding: true,
    whileSuspended: true,
    whileGuardianPending: true,
  },
});
