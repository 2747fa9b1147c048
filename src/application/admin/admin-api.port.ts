import type { Effect } from 'effect';
import type {
  ActiveSuspension,
  AdminMemberPage,
  AuditPage,
  RoleRequest,
  SuspendRequest,
} from '../../contract/admin';
import type { AuditActionName } from '../../domain/audit';
import type { ApiError } from '../errors';

/** What the audit page filters on; absent fields filter nothing. */
export type AuditFilterInput = {
  readonly action?: AuditActionName | undefined;
  readonly actorId?: number | undefined;
  readonly targetKind?: string | undefined;
  readonly targetId?: number | undefined;
};

/**
 * The admin console's members and audit log (issue 22). Only the console's pages call it, so its HTTP
 * adapter loads on first use.
 */
export interface AdminApi {
  /** GET /api/admin/members: members whose nickname or e-mail contains `q`, newest first. */
  members(q: string, page: number, size: number): Effect.Effect<AdminMemberPage, ApiError>;
  /** POST /api/admin/members/{id}/suspension. */
  suspend(id: number, request: SuspendRequest): Effect.Effect<ActiveSuspension, ApiError>;
  /** DELETE /api/admin/members/{id}/suspension. */
  lift(id: number): Effect.Effect<void, ApiError>;
  /** POST /api/admin/members/{id}/warning. */
  warn(id: number, reason: string): Effect.Effect<void, ApiError>;
  /** PUT /api/admin/members/{id}/role (ADMIN only). */
  setRole(id: number, request: RoleRequest): Effect.Effect<void, ApiError>;
  /** GET /api/admin/audit: newest first, filtered. */
  audit(filter: AuditFilterInput, page: number, size: number): Effect.Effect<AuditPage, ApiError>;
}

/** The methods a lazily loaded adapter stands in for (src/adapters/lazy-adapters.ts `lazyPort`). */
export const ADMIN_METHODS = [
  'members',
  'suspend',
  'lift',
  'warn',
  'setRole',
  'audit',
] as const satisfies readonly (keyof AdminApi)[];
