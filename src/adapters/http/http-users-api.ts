import type { UsersApi } from '../../application/ports/users-api.port';
import { USER_OPERATIONS as USER } from '../../contract/user.operations';
import type { HttpClient } from './http-client';

export const createHttpUsersApi = (http: HttpClient): UsersApi => ({
  user: (id) => http.call(USER.user, { params: { id } }),
});
