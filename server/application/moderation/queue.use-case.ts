import { Effect } from 'effect';
import { policyOf } from '../../../src/domain/content/policy';
import { excerptOf, plainText } from '../../../src/domain/content/text';
import type { ModerationDecision, QueueView } from '../../../src/domain/moderation';
import { pageInfoOf } from '../../../src/domain/paging';
import { paths } from '../../../src/domain/paths';
import { isContentTargetKind, type ReportReason, type ReportTarget } from '../../../src/domain/reports';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import { canUseAdminConsole } from '../../../src/domain/suspension';
import { MODERATION_TEXT as T } from '../../../src/domain/text/moderation';
import type { Viewer } from '../../../src/domain/viewer';
import type { AuditAction } from '../../ports/audit.port';
import type { PageRequest } from '../../ports/content.port';
import type { ReportRecord } from '../../ports/reports.port';
import type { Stores } from '../../ports/unit-of-work.port';
import { BadRequest, Forbidden, NotFound } from '../errors';
import type { ModerationDeps } from './report.use-case';

type Actor = NonNullable<Viewer>;

/** How much of a target the queue previews: plain text only (the HTML never reaches the console). */
const PREVIEW_LENGTH = 200;

/** 403 unless the caller is a MODERATOR or an ADMIN: the console API's first check. */
export const moderatorsOnly = (actor: Actor) =>
  canUseAdminConsole(actor)
    ? Effect.void
    : Effect.fail(new Forbidden({ message: SERVER_MESSAGES.forbidden }));

/** What a moderator needs of a target: its author, its page, a plain-text preview. */
export type TargetFacts = {
  readonly ownerId: number;
  readonly link: string;
  readonly preview: string;
  readonly deleted: boolean;
};

/** A target as a moderator sees it (drafts, held and blinded content included); null when it is gone. */
export const targetFactsOf = (stores: Stores, target: ReportTarget): Effect.Effect<TargetFacts | null> =>
  Effect.gen(function* () {
    if (isContentTargetKind(target.kind)) {
      const item = yield* stores.contents.find(target.kind, target.id);
      if (!item) return null;
      return {
        ownerId: item.authorId,
        link: policyOf(target.kind).paths.detail(item.id),
        preview: excerptOf(plainText(`${item.title} · ${item.contentText}`), PREVIEW_LENGTH),
        deleted: false,
      };
    }
    if (target.kind === 'comment') {
      const comment = yield* stores.comments.find(target.id);
      if (!comment) return null;
      return {
        ownerId: comment.authorId,
        link: `${policyOf(comment.contentKind).paths.detail(comment.contentId)}#comment-${comment.id}`,
        preview: excerptOf(plainText(comment.content), PREVIEW_LENGTH),
        deleted: comment.deleted,
      };
    }
    const nickname = (yield* stores.people.exists(target.id))
      ? yield* stores.people.nickname(target.id)
      : null;
    if (nickname === null) return null;
    return { ownerId: target.id, link: paths.user(target.id), preview: nickname, deleted: false };
  });

const tally = (reports: readonly ReportRecord[]) => {
  const counts = new Map<ReportReason, number>();
  for (const r of reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
};

const sameTarget = (a: ReportTarget, b: ReportTarget) => a.kind === b.kind && a.id === b.id;

/**
 * GET /api/admin/reports: the reported targets of one list, newest report first, with their reasons,
 * a plain-text preview (as reported when the target is gone), the hold and the author's history.
 */
export const moderationQueue = (
  deps: ModerationDeps,
  actor: Actor,
  query: PageRequest & { readonly view: QueueView },
) =>
  Effect.gen(function* () {
    yield* moderatorsOnly(actor);
    const stores = deps.uow.read;
    const page = { page: query.page, size: query.size };
    const groups = yield* stores.reports.queue(query.view, page);
    const targets = groups.items.map((g) => g.target);
    const reports = yield* stores.reports.onTargets(query.view, targets);
    const facts = yield* Effect.forEach(targets, (t) => targetFactsOf(stores, t));
    const kinds = [...new Set(targets.map((t) => t.kind))];
    const holds = new Map(
      (yield* Effect.forEach(kinds, (kind) =>
        stores.reports.heldAmong(
          kind,
          targets.filter((t) => t.kind === kind).map((t) => t.id),
        ),
      )).flatMap((m) => [...m.values()].map((h) => [`${h.target.kind}:${h.target.id}`, h] as const)),
    );
    const owners = [
      ...new Set(
        groups.items.map(
          (g, i) => facts[i]?.ownerId ?? reports.find((r) => sameTarget(r.target, g.target))?.ownerId ?? null,
        ),
      ),
    ].filter((id): id is number => id !== null);
    const history = yield* stores.reports.history(owners);
    const nicknames = new Map<number, string>();
    for (const id of owners) {
      const nickname = yield* stores.people.nickname(id);
      if (nickname !== null) nicknames.set(id, nickname);
    }
    const data = groups.items.map((group, i) => {
      const own = reports.filter((r) => sameTarget(r.target, group.target));
      const latest = own[own.length - 1];
      const fact = facts[i] ?? null;
      const ownerId = fact?.ownerId ?? latest?.ownerId ?? null;
      const hold = holds.get(`${group.target.kind}:${group.target.id}`) ?? null;
      const nickname = ownerId === null ? undefined : nicknames.get(ownerId);
      return {
        targetKind: group.target.kind,
        targetId: group.target.id,
        count: group.count,
        reasons: tally(own),
        details: own.map((r) => r.detail).filter((d): d is string => d !== null),
        preview: fact && !fact.deleted ? fact.preview : (latest?.excerpt ?? ''),
        link: fact && !fact.deleted ? fact.link : null,
        status: latest?.status ?? ('OPEN' as const),
        decision: latest?.decision ?? null,
        hold: hold ? { source: hold.source, reason: hold.reason, note: hold.note } : null,
        author:
          ownerId === null || nickname === undefined
            ? null
            : {
                id: ownerId,
                nickname,
                history: history.get(ownerId) ?? { reports: 0, hidden: 0, warned: 0 },
              },
        latestAt: (latest?.createdAt ?? new Date(0)).toISOString(),
      };
    });
    return { data, pageInfo: pageInfoOf(query.page, query.size, groups.total) };
  });

export type DecisionInput = {
  readonly targetKind: ReportTarget['kind'];
  readonly targetId: number;
  readonly decision: ModerationDecision;
  readonly reason?: ReportReason | undefined;
  readonly note?: string | null | undefined;
};

const AUDIT_OF: Readonly<Record<ModerationDecision, AuditAction>> = {
  DISMISS: 'report.dismiss',
  HIDE: 'content.hide',
  RESTORE: 'content.restore',
  DELETE: 'content.delete',
  WARN: 'member.warn',
};

/** The kind an audit entry names: a board kind's item is a 'post' or a 'qna' as reported. */
const auditKindOf = (target: ReportTarget) => target.kind;

/** A moderation notice to a member, stored with the decision and delivered after the commit. */
export const moderationNotice = (
  deps: ModerationDeps,
  stores: Stores,
  recipientId: number,
  message: string,
  link: string,
  now: Date,
) =>
  Effect.gen(function* () {
    const record = yield* stores.notifications.insert({
      recipientId,
      type: 'MODERATION',
      actorId: null,
      content: null,
      commentId: null,
      message,
      link,
      now,
    });
    yield* stores.afterCommit(deps.bus.publish(record));
  });

/** Deletes a target as a moderator: an item with everything under it, or a comment's text. */
export const removeTarget = (stores: Stores, target: ReportTarget, now: Date) =>
  Effect.gen(function* () {
    if (isContentTargetKind(target.kind)) return yield* stores.contents.remove(target.id);
    if (target.kind === 'comment') {
      const comment = yield* stores.comments.find(target.id);
      if (comment && (yield* stores.comments.markDeleted(target.id, now)))
        yield* stores.contents.moveComments(comment.contentId, -1);
    }
  });

/**
 * POST /api/admin/reports/decision: a moderator's decision on a reported target (MODERATOR, ADMIN).
 * Hiding, restoring (a blinded comment included) and deleting work on items and comments, not on a
 * profile (400). The target's
 * OPEN reports close with the decision; the author and each reporter are told in Korean; the decision
 * and its audit entry commit with it.
 */
export const decide = (deps: ModerationDeps, actor: Actor, input: DecisionInput) =>
  Effect.gen(function* () {
    yield* moderatorsOnly(actor);
    const target: ReportTarget = { kind: input.targetKind, id: input.targetId };
    const note = input.note?.trim() || null;
    if (
      target.kind === 'user' &&
      (input.decision === 'HIDE' || input.decision === 'DELETE' || input.decision === 'RESTORE')
    )
      return yield* new BadRequest({
        message: SERVER_MESSAGES.badRequest,
        detailedMessage: T.decisionInvalid,
      });
    return yield* deps.uow.transaction((stores) =>
      Effect.gen(function* () {
        const now = deps.clock();
        const facts = yield* targetFactsOf(stores, target);
        if (!facts || (facts.deleted && input.decision !== 'DISMISS'))
          return yield* new NotFound({ message: SERVER_MESSAGES.notFound, detailedMessage: T.targetGone });
        const [held] = [...(yield* stores.reports.heldAmong(target.kind, [target.id])).values()];
        const open = yield* stores.reports.onTargets('open', [target]);
        let after: unknown = null;
        switch (input.decision) {
          case 'DISMISS':
            // Unfounded reports lift the automatic hold they caused (a moderator's hold stays).
            if (held?.source === 'REPORT') yield* stores.reports.release(target);
            after = { hidden: held !== undefined && held.source !== 'REPORT' };
            break;
          case 'HIDE': {
            const reason = input.reason ?? held?.reason ?? open[0]?.reason ?? 'OTHER';
            yield* stores.reports.setHold(target, { reason, source: 'MODERATOR', note }, now);
            after = { hidden: true, reason };
            break;
          }
          case 'RESTORE': {
            yield* stores.reports.release(target);
            // A blinded board comment is shown again too: the blind is one of these actions.
            const unblinded = target.kind === 'comment' ? yield* stores.comments.unblind(target.id) : false;
            after = { hidden: false, ...(unblinded ? { unblinded: true } : {}) };
            break;
          }
          case 'DELETE':
            yield* removeTarget(stores, target, now);
            yield* stores.reports.release(target);
            after = { deleted: true };
            break;
          case 'WARN':
            after = { warned: true };
            break;
        }
        const accepted = input.decision !== 'DISMISS' && input.decision !== 'RESTORE';
        const reporters = yield* stores.reports.close(
          target,
          accepted ? 'ACTIONED' : 'DISMISSED',
          input.decision,
          now,
        );
        yield* stores.reports.recordDecision(
          { target, ownerId: facts.ownerId, decision: input.decision, note, actorId: actor.id },
          now,
        );
        yield* stores.audit.append(
          {
            actorId: actor.id,
            action: AUDIT_OF[input.decision],
            targetKind: auditKindOf(target),
            targetId: target.id,
            reason: note,
            before: { hidden: held !== undefined, source: held?.source ?? null, openReports: open.length },
            after,
          },
          now,
        );
        const what = T.what[target.kind] ?? '';
        const link = input.decision === 'DELETE' ? paths.alarm() : facts.link;
        yield* moderationNotice(
          deps,
          stores,
          facts.ownerId,
          T.notifyAuthor[input.decision](what, note ?? ''),
          link,
          now,
        );
        for (const reporter of reporters)
          if (reporter !== facts.ownerId)
            yield* moderationNotice(
              deps,
              stores,
              reporter,
              T.notifyReporter(what, accepted),
              paths.userEdit(),
              now,
            );
      }),
    );
  });
