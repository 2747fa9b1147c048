import { Effect } from 'effect';
import type { PublicProfile } from '../contract/user';
import type { NotificationPageResult, NotificationsApi } from './ports/notifications-api.port';
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

/** One page of the /alarm list. */
export const notificationsPageQuery = (api: NotificationsApi, page: number, size: number) => ({
  queryKey: queryKeys.notificationsPage(page, size),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<NotificationPageResult> =>
    Effect.runPromise(api.page(page, size), { signal }),
});

/** Mutations of the /alarm page, as promises for TanStack Query. */
export const notificationMutations = (api: NotificationsApi) => ({
  markRead: (id: number): Promise<void> => Effect.runPromise(api.markRead(id)),
  markAllRead: (): Promise<void> => Effect.runPromise(api.markAllRead()),
});
