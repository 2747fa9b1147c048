import { documented } from './operation';
import { AUTH_OPERATIONS } from './auth.operations';

/** The reference's text for the auth operations (server only: see Operation.summary). */
export const AUTH_DOCS = documented(AUTH_OPERATIONS, {
  signUp:
    'Creates an account (role USER) and returns a session token. 409 when the email or nickname is taken; sign-ups are limited per IP (429).',
  signIn:
    'Returns a session token. An unknown email and a wrong password get the same 401 (message `Bad credentials`). Failed attempts are limited per IP and per account: answers slow down, then 429.',
  logout:
    "Signs the account out on the server: every session token issued to it so far (this one, copies of it, other devices') answers 401 from the next request on.",
});
