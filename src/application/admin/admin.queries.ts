import { Effect } from 'effect';
import type { RoleRequest, SuspendRequest } from '../../contract/admin';
import type { AdminApi, AuditFilterInput } from './admin-api.port';

/** Everything the console caches under one key, so a decision refreshes both lists. */
export const ADMIN_KEY = ['admin'] as const;

export const membersQuery = (api: AdminApi, q: string, page: number, size = 20) => ({
  queryKey: [...ADMIN_KEY, 'members', q, page, size] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => Effect.runPromise(api.members(q, page, size), { signal }),
});

export const auditQuery = (api: AdminApi, filter: AuditFilterInput, page: number, size = 20) => ({
  queryKey: [...ADMIN_KEY, 'audit', filter, page, size] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    Effect.runPromise(api.audit(filter, page, size), { signal }),
});

export type MemberAction =
  | { readonly kind: 'suspend'; readonly id: number; readonly request: SuspendRequest }
  | { readonly kind: 'lift'; readonly id: number }
  | { readonly kind: 'warn'; readonly id: number; readonly reason: string }
  | { readonly kind: 'role'; readonly id: number; readonly request: RoleRequest };

/** One member action of the console. */
export const memberActionMutation = (api: AdminApi) => ({
  mutationFn: (action: MemberAction): Promise<unknown> => {
    switch (action.kind) {
      case 'suspend':
        return Effect.runPromise(api.suspend(action.id, action.request));
      case 'lift':
        return Effect.runPromise(api.lift(action.id));
      case 'warn':
        return Effect.runPromise(api.warn(action.id, action.reason));
      case 'role':
        return Effect.runPromise(api.setRole(action.id, action.request));
    }
  },
});
