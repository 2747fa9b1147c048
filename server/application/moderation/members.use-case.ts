import { Effect } from 'effect';
import { pageInfoOf } from '../../../src/domain/paging';
import { paths } from '../../../src/domain/paths';
import type { Role } from '../../../src/domain/role';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import {
  canChangeRole,
  canSuspend,
  canUseAdminConsole,
  type SuspensionDays,
  suspensionEnd,
} from '../../../src/domain/suspension';
import { SUSPENSION_TEXT } from '../../../src/domain/text/admin';
import type { Viewer } from '../../../src/domain/viewer';
import type { AuditAction, AuditFilter, NewAuditEntry } from '../../ports/audit.port';
import type { PageRequest } from '../../ports/content.port';
import type { MemberRecord } from '../../ports/members.port';
import type { NotificationBus } from '../../ports/notifications.port';
import type { Stores, UnitOfWork } from '../../ports/unit-of-work.port';
import { Forbidden, NotFound } from '../errors';

/** What the members console and the audit log work with (issue 22). */
export type AdminDeps = {
  readonly uow: UnitOfWork;
  readonly clock: () => Date;
  /** Where a stored notification is delivered after the commit (the live stream). */
  readonly bus: NotificationBus;
};

type Actor = NonNullable<Viewer>;

const forbidden = () => new Forbidden({ message: SERVER_MESSAGES.forbidden });
const memberNotFound = () => new NotFound({ message: SERVER_MESSAGES.userNotFound });

/** 403 unless the caller is a MODERATOR or an ADMIN: the admin API's first check. */
const adminOnly = (actor: Actor) => (canUseAdminConsole(actor) ? Effect.void : Effect.fail(forbidden()));

/** Appends an audit entry in the transaction of the action it records (they commit together). */
export const audit = (stores: Stores, entry: NewAuditEntry, now: Date) => stores.audit.append(entry, now);

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

const memberView = (m: MemberRecord) => ({
  id: m.id,
  nickname: m.nickname,
  email: m.email,
  role: m.role,
  createdAt: m.createdAt.toISOString(),
  suspension: m.suspension
    ? {
        reason: m.suspension.reason,
        startsAt: m.suspension.startsAt.toISOString(),
        until: iso(m.suspension.until),
      }
    : null,
});

/** A moderation notice to the member (a warning, a suspension, its lifting), delivered after the commit. */
const notice = (deps: AdminDeps, stores: Stores, recipientId: number, message: string, now: Date) =>
  Effect.gen(function* () {
    const record = yield* stores.notifications.insert({
      recipientId,
      type: 'MODERATION',
      actorId: null,
      content: null,
      commentId: null,
      message,
      link: paths.alarm(),
      now,
    });
    yield* stores.afterCommit(deps.bus.publish(record));
  });

/** GET /api/admin/members: search by nickname or e-mail, newest first (MODERATOR, ADMIN). */
export const listMembers = (
  deps: AdminDeps,
  actor: Actor,
  query: { q: string; page: number; size: number },
) =>
  Effect.gen(function* () {
    yield* adminOnly(actor);
    const q = query.q.trim();
    const found = yield* deps.uow.read.members.search(
      q === '' ? null : q,
      { page: query.page, size: query.size },
      deps.clock(),
    );
    return { data: found.items.map(memberView), pageInfo: pageInfoOf(query.page, query.size, found.total) };
  });

/** The member an action is on, checked against the rule of who may act on whom. */
const target = (stores: Stores, actor: Actor, id: number, now: Date) =>
  Effect.gen(function* () {
    const member = yield* stores.members.find(id, now);
    if (!member) return yield* memberNotFound();
    if (!canSuspend(actor, member))
      return yield* new Forbidden({
        message: SERVER_MESSAGES.forbidden,
        detailedMessage: SUSPENSION_TEXT.cannotSuspend,
      });
    return member;
  });

/**
 * POST /api/admin/members/{id}/suspension: suspends for 1, 3, 7 or 30 days or permanently (null), with a
 * reason; the member is told why and until when; the audit log records it. A new suspension stands beside
 * any earlier one: the longest in force is the one admission applies.
 */
export const suspendMember = (
  deps: AdminDeps,
  actor: Actor,
  id: number,
  input: { days: SuspensionDays | null; reason: string },
) =>
  Effect.gen(function* () {
    yield* adminOnly(actor);
    const now = deps.clock();
    return yield* deps.uow.transaction((stores) =>
      Effect.gen(function* () {
        const member = yield* target(stores, actor, id, now);
        const endsAt = suspensionEnd(now, input.days);
        const stored = yield* stores.members.suspend({
          userId: id,
          actorId: actor.id,
          reason: input.reason,
          startsAt: now,
          endsAt,
        });
        yield* audit(
          stores,
          {
            actorId: actor.id,
            action: 'member.suspend',
            targetKind: 'user',
            targetId: id,
            reason: input.reason,
            before: {
              suspendedUntil: member.suspension ? (iso(member.suspension.until) ?? 'PERMANENT') : null,
            },
            after: { suspendedUntil: iso(endsAt) ?? 'PERMANENT', days: input.days },
          },
          now,
        );
        yield* notice(deps, stores, id, SUSPENSION_TEXT.suspendedNotice(input.reason, endsAt), now);
        return { reason: stored.reason, startsAt: stored.startsAt.toISOString(), until: iso(stored.endsAt) };
      }),
    );
  });

/** DELETE /api/admin/members/{id}/suspension: lifts the suspension in force (404 when none). */
export const liftSuspension = (deps: AdminDeps, actor: Actor, id: number) =>
  Effect.gen(function* () {
    yield* adminOnly(actor);
    const now = deps.clock();
    yield* deps.uow.transaction((stores) =>
      Effect.gen(function* () {
        const member = yield* target(stores, actor, id, now);
        if (!member.suspension)
          return yield* new NotFound({
            message: SERVER_MESSAGES.notFound,
            detailedMessage: SUSPENSION_TEXT.notSuspended,
          });
        yield* stores.members.lift(id, now);
        yield* audit(
          stores,
          {
            actorId: actor.id,
            action: 'member.lift',
            targetKind: 'user',
            targetId: id,
            reason: null,
            before: {
              suspendedUntil: iso(member.suspension.until) ?? 'PERMANENT',
              reason: member.suspension.reason,
            },
            after: { suspendedUntil: null },
          },
          now,
        );
        yield* notice(deps, stores, id, SUSPENSION_TEXT.liftedNotice, now);
      }),
    );
  });

/** POST /api/admin/members/{id}/warning: a notification with the reason (member.warn in the audit log). */
export const warnMember = (deps: AdminDeps, actor: Actor, id: number, input: { reason: string }) =>
  Effect.gen(function* () {
    yield* adminOnly(actor);
    const now = deps.clock();
    yield* deps.uow.transaction((stores) =>
      Effect.gen(function* () {
        yield* target(stores, actor, id, now);
        yield* audit(
          stores,
          {
            actorId: actor.id,
            action: 'member.warn',
            targetKind: 'user',
            targetId: id,
            reason: input.reason,
            before: null,
            after: null,
          },
          now,
        );
        yield* notice(deps, stores, id, SUSPENSION_TEXT.warningNotice(input.reason), now);
      }),
    );
  });

/**
 * A role change with its audit entry, in one transaction: by an ADMIN from the console, or by the
 * operator CLI (`actorId` null). The token version moves, so the member's tokens stop working.
 */
export const recordRoleChange = (
  stores: Stores,
  member: MemberRecord,
  role: Role,
  actorId: number | null,
  now: Date,
) =>
  Effect.gen(function* () {
    yield* stores.members.setRole(member.id, role);
    yield* audit(
      stores,
      {
        actorId,
        action: 'role.change',
        targetKind: 'user',
        targetId: member.id,
        reason: null,
        before: { role: member.role },
        after: { role },
      },
      now,
    );
  });

/** PUT /api/admin/members/{id}/role: ADMIN only (a MODERATOR gets 403), never one's own. */
export const changeMemberRole = (deps: AdminDeps, actor: Actor, id: number, input: { role: Role }) =>
  Effect.gen(function* () {
    yield* adminOnly(actor);
    if (!canChangeRole(actor, id))
      return yield* new Forbidden({
        message: SERVER_MESSAGES.forbidden,
        detailedMessage: SUSPENSION_TEXT.cannotChangeRole,
      });
    const now = deps.clock();
    yield* deps.uow.transaction((stores) =>
      Effect.gen(function* () {
        const member = yield* stores.members.find(id, now);
        if (!member) return yield* memberNotFound();
        if (member.role === input.role) return;
        yield* recordRoleChange(stores, member, input.role, actor.id, now);
      }),
    );
  });

/** GET /api/admin/audit: newest first, filtered (MODERATOR, ADMIN); the actor's nickname beside the id. */
export const listAudit = (
  deps: AdminDeps,
  actor: Actor,
  query: {
    page: number;
    size: number;
    action?: AuditAction | undefined;
    actorId?: number | undefined;
    targetKind?: string | undefined;
    targetId?: number | undefined;
  },
) =>
  Effect.gen(function* () {
    yield* adminOnly(actor);
    const filter: AuditFilter = {
      ...(query.action !== undefined ? { action: query.action } : {}),
      ...(query.actorId !== undefined ? { actorId: query.actorId } : {}),
      ...(query.targetKind !== undefined ? { targetKind: query.targetKind } : {}),
      ...(query.targetId !== undefined ? { targetId: query.targetId } : {}),
    };
    const page: PageRequest = { page: query.page, size: query.size };
    const found = yield* deps.uow.read.audit.list(filter, page);
    const names = new Map<number, string | null>();
    for (const entry of found.items)
      if (entry.actorId !== null && !names.has(entry.actorId))
        names.set(entry.actorId, yield* deps.uow.read.people.nickname(entry.actorId));
    return {
      data: found.items.map((e) => ({
        id: e.id,
        actorId: e.actorId,
        actorNickname: e.actorId === null ? null : (names.get(e.actorId) ?? null),
        action: e.action,
        targetKind: e.targetKind,
        targetId: e.targetId,
        reason: e.reason,
        before: e.before,
        after: e.after,
        createdAt: e.createdAt.toISOString(),
      })),
      pageInfo: pageInfoOf(query.page, query.size, found.total),
    };
  });
