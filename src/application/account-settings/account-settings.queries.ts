import { Effect } from 'effect';
import type { OwnProfile } from '../../contract/user';
import type { SessionApi } from '../ports/session-api.port';

/**
 * The own profile as the settings pages start from it: fetched fresh (the session's copy dates from
 * sign-in), and refreshed after every save like every query (spec section 7).
 */
export const ownProfileQuery = (sessionApi: SessionApi) => ({
  queryKey: ['account-settings', 'own-profile'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<OwnProfile> =>
    Effect.runPromise(sessionApi.profile(), { signal }),
});
