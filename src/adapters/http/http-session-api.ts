import type { SessionApi } from '../../application/ports/session-api.port';
import { TokenResponse } from '../../contract/auth';
import { OwnProfile } from '../../contract/user';
import type { HttpClient } from './http-client';

export const createHttpSessionApi = (http: HttpClient): SessionApi => ({
  signIn: (request) => http.request('POST', '/api/auth/sign-in', TokenResponse, { json: request }),
  signUp: (request) => http.request('POST', '/api/auth/sign-up', TokenResponse, { json: request }),
  profile: () => http.request('GET', '/api/user/profile', OwnProfile),
});
