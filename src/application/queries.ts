import { Effect } from 'effect';
import type { PublicProfile } from '../contract/user';
import type { UsersApi } from './ports/users-api.port';
import { queryKeys } from './query-keys';

/**
 * Query options whose functions call ports; the Effect runs with the query's AbortSignal so a
 * cancelled query aborts its request.
 */
export const userQuery = (usersApi: UsersApi, id: number) => ({
  queryKey: queryKeys.user(id),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<PublicProfile> =>
    Effect.runPromise(usersApi.user(id), { signal }),
});
