import { Effect } from 'effect';
import type { ConsultationPage } from '../../contract/profile';
import type { PublicProfile } from '../../contract/user';
import type { ConsultationBox } from '../../domain/profile';
import { isApiError } from '../errors';
import type { UsersApi } from '../ports/users-api.port';
import { queryKeys } from '../query-keys';
import {
  PUBLIC_LISTS,
  type ProfileApi,
  type ProfileListName,
  type ProfileListPages,
  type PublicListName,
} from './profile-api.port';

/** Every list of a profile is paged by ten (spec section 7). */
export const PROFILE_PAGE_SIZE = 10;

const notFound = (error: unknown) => isApiError(error) && error._tag === 'NotFound';

/**
 * The profile's header. The page answers a 404 with the not-found page and any other failure with its
 * own retry state, so this query raises no alert; a 404 is not retried either.
 */
export const profileHeadQuery = (usersApi: UsersApi, id: number) => ({
  queryKey: queryKeys.user(id),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<PublicProfile> =>
    Effect.runPromise(usersApi.user(id), { signal }),
  retry: (failures: number, error: unknown) => !notFound(error) && failures < 1,
  meta: { silent: true },
});

export const isNotFound = notFound;

/** Whose list: the signed-in member's own (with the viewer's id, so a new session never reuses it). */
export type ListOwner =
  | { readonly own: true; readonly viewerId: number }
  | { readonly own: false; readonly userId: number };

/** Another member's lists are the public ones; a Q&A list of theirs is asked for by no tab. */
const theirList = (api: ProfileApi, userId: number, list: ProfileListName, page: number) =>
  (PUBLIC_LISTS as readonly string[]).includes(list)
    ? api.userList(userId, list as PublicListName, { page, size: PROFILE_PAGE_SIZE })
    : Effect.die(new Error(`no public profile list ${list}`));

export const profileListQuery = <L extends ProfileListName>(
  api: ProfileApi,
  owner: ListOwner,
  list: L,
  page: number,
) => ({
  queryKey: [
    'user',
    'profile-list',
    owner.own ? 'own' : 'theirs',
    owner.own ? owner.viewerId : owner.userId,
    list,
    page,
  ] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    Effect.runPromise(
      owner.own
        ? api.ownList(list, { page, size: PROFILE_PAGE_SIZE })
        : theirList(api, owner.userId, list, page),
      { signal },
    ) as Promise<ProfileListPages[L]>,
});

export const consultationsQuery = (api: ProfileApi, userId: number, box: ConsultationBox, page: number) => ({
  queryKey: ['user', 'consultations', userId, box, page] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<ConsultationPage> =>
    Effect.runPromise(api.consultations(userId, box, { page, size: PROFILE_PAGE_SIZE }), { signal }),
});
