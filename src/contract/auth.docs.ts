import { documented } from './operation';
import { AUTH_OPERATIONS } from './auth.operations';

/** The reference's text for the auth operations (server only: see Operation.summary). */
export const AUTH_DOCS = documented(AUTH_OPERATIONS, {
  signUp:
    'Creates an account (role USER) and returns a session token. 409 when the email or nickname is taken.',
  signIn:
    'Returns a session token. An unknown email and a wrong password get the same 401 (message `Bad credentials`).',
});
