import type { AuditActionName } from '../../src/domain/audit';
import type { Effect } from 'effect';
import type { PageRequest } from './content.port';
import type { Counted } from './profiles.port';

/**
 * What a moderator, an admin or the operator CLI did (issue 22). The names are stable: they are
 * stored and filtered on. Work adding an action adds its name to AUDIT_ACTIONS (src/domain/audit.ts).
 */
export type AuditAction = AuditActionName;

export type NewAuditEntry = {
  /** The acting account; null for the operator CLI. */
  readonly actorId: number | null;
  readonly action: AuditAction;
  /** What the action was on: 'article' | 'board' | 'qna' | 'comment' | 'user' | 'takedown' | 'report'. */
  readonly targetKind: string;
  readonly targetId: number;
  readonly reason: string | null;
  /** The state before and after, as small JSON values (never a password, a token or an e-mail). */
  readonly before: unknown;
  readonly after: unknown;
};

export type AuditEntry = NewAuditEntry & { readonly id: number; readonly createdAt: Date };

export type AuditFilter = {
  readonly action?: AuditAction;
  readonly actorId?: number;
  readonly targetKind?: string;
  readonly targetId?: number;
};

/** The append-only audit log: nothing updates or deletes an entry. */
export interface AuditLog {
  append(entry: NewAuditEntry, now: Date): Effect.Effect<void>;
  list(filter: AuditFilter, page: PageRequest): Effect.Effect<Counted<AuditEntry>>;
}
