import type { SessionApi } from '../../application/ports/session-api.port';
import { AUTH_OPERATIONS as AUTH } from '../../contract/auth.operations';
import { USER_OPERATIONS as USER } from '../../contract/user.operations';
import type { HttpClient } from './http-client';

export const createHttpSessionApi = (http: HttpClient): SessionApi => ({
  signIn: (request) => http.call(AUTH.signIn, { body: request }),
  signUp: (request) => http.call(AUTH.signUp, { body: request }),
  logout: () => http.call(AUTH.logout),
  profile: () => http.call(USER.ownProfile),
});
