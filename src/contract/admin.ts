import * as v from 'valibot';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from '../domain/audit';
import { ROLES } from '../domain/role';
import { SUSPENSION_DAYS, SUSPENSION_REASON_MAX } from '../domain/suspension';
import { SUSPENSION_TEXT as T } from '../domain/text/admin';
import { RoleSchema } from './auth';
import { MAX_ID, multiLineText, pageOf, pagingQuery, queryInteger, singleLineText } from './common';

/** The admin console's members and audit log (issue 22): the wire shapes. */

/** A suspension in force: why, since when and until when (null: permanent). */
export const ActiveSuspension = v.object({
  reason: v.string(),
  startsAt: v.string(),
  until: v.nullable(v.string()),
});
export type ActiveSuspension = v.InferOutput<typeof ActiveSuspension>;

/** The own profile's suspension, for the banner: its reason and end (null: permanent). */
export const OwnSuspension = v.object({ reason: v.string(), until: v.nullable(v.string()) });
export type OwnSuspension = v.InferOutput<typeof OwnSuspension>;

export const AdminMember = v.object({
  id: v.number(),
  nickname: v.string(),
  email: v.nullable(v.string()),
  role: RoleSchema,
  createdAt: v.string(),
  suspension: v.nullable(ActiveSuspension),
});
export type AdminMember = v.InferOutput<typeof AdminMember>;

export const AdminMemberPage = pageOf(AdminMember);
export type AdminMemberPage = v.InferOutput<typeof AdminMemberPage>;

export const AdminMembersQuery = v.object({
  ...pagingQuery(20).entries,
  /** Part of a nickname or an e-mail; empty: everyone. */
  q: v.optional(singleLineText({ trim: true }), ''),
});

const Reason = v.pipe(
  multiLineText({ trim: true }),
  v.minLength(1, T.reasonRequired),
  v.maxLength(SUSPENSION_REASON_MAX, T.reasonTooLong(SUSPENSION_REASON_MAX)),
);

/** A suspension: 1, 3, 7 or 30 days, or `null` for permanent, with a reason. */
export const SuspendRequest = v.object({
  days: v.nullable(v.picklist(SUSPENSION_DAYS, T.daysInvalid)),
  reason: Reason,
});
export type SuspendRequest = v.InferInput<typeof SuspendRequest>;

export const WarnRequest = v.object({ reason: Reason });
export type WarnRequest = v.InferInput<typeof WarnRequest>;

export const RoleRequest = v.object({ role: v.picklist(ROLES) });
export type RoleRequest = v.InferInput<typeof RoleRequest>;

export const AuditEntryView = v.object({
  id: v.number(),
  /** Null: the operator CLI. */
  actorId: v.nullable(v.number()),
  /** The actor's nickname now; null for the CLI or a deleted account. */
  actorNickname: v.nullable(v.string()),
  action: v.picklist(AUDIT_ACTIONS),
  targetKind: v.string(),
  targetId: v.number(),
  reason: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
  createdAt: v.string(),
});
export type AuditEntryView = v.InferOutput<typeof AuditEntryView>;

export const AuditPage = pageOf(AuditEntryView);
export type AuditPage = v.InferOutput<typeof AuditPage>;

export const AuditQuery = v.object({
  ...pagingQuery(20).entries,
  action: v.optional(v.picklist(AUDIT_ACTIONS)),
  actorId: v.optional(queryInteger(1, MAX_ID)),
  targetKind: v.optional(v.picklist(AUDIT_TARGET_KINDS)),
  targetId: v.optional(queryInteger(1, MAX_ID)),
});
