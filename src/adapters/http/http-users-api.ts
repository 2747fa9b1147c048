import type { UsersApi } from '../../application/ports/users-api.port';
import { PublicProfile } from '../../contract/user';
import type { HttpClient } from './http-client';

export const createHttpUsersApi = (http: HttpClient): UsersApi => ({
  user: (id) => http.request('GET', `/api/user/${encodeURIComponent(String(id))}`, PublicProfile),
});
