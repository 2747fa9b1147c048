import { Effect } from 'effect';
import { canSee } from '../../../src/domain/content/permissions';
import { policyOf } from '../../../src/domain/content/policy';
import { pageInfoOf } from '../../../src/domain/paging';
import { paths } from '../../../src/domain/paths';
import {
  ESTABLISHED_ACCOUNT_MS,
  isContentTargetKind,
  type ReportReason,
  type ReportTarget,
  reachesHold,
  reportDetailOf,
} from '../../../src/domain/reports';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import { REPORT_TEXT } from '../../../src/domain/text/reports';
import type { Viewer } from '../../../src/domain/viewer';
import type { PageRequest } from '../../ports/content.port';
import type { NotificationBus } from '../../ports/notifications.port';
import type { Mailer } from '../../ports/password-reset.port';
import type { ReportRecord } from '../../ports/reports.port';
import type { Stores, UnitOfWork } from '../../ports/unit-of-work.port';
import { BadRequest, Conflict, NotFound } from '../errors';

/** What the report use cases work with (issue 22). */
export type ModerationDeps = {
  readonly uow: UnitOfWork;
  readonly clock: () => Date;
  /** Distinct established reporters that hold a target at once (REPORT_HOLD_THRESHOLD, default 3). */
  readonly holdThreshold: number;
  /** Where the queue's notices are delivered after the commit (the live stream). */
  readonly bus: NotificationBus;
  /** The 임시조치 requester's outcome mail (SMTP or the outbox). */
  readonly mailer: Mailer;
};

type Actor = NonNullable<Viewer>;

export type ReportInput = {
  readonly targetKind: ReportTarget['kind'];
  readonly targetId: number;
  readonly reason: ReportReason;
  readonly detail?: string | null | undefined;
};

/** How much of the target a report keeps for the reporter's list. */
const EXCERPT_LENGTH = 60;
const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH)}…` : flat;
};

/** What is reported, as the reporter may see it: its owner, its page and an excerpt; 404 when it is not there. */
const targetFacts = (stores: Stores, actor: Actor, target: ReportTarget) =>
  Effect.gen(function* () {
    if (isContentTargetKind(target.kind)) {
      const policy = policyOf(target.kind);
      const item = yield* stores.contents.find(target.kind, target.id);
      // A draft is nobody's to report: it shows to no one but its author.
      if (!item || item.isDraft || !canSee(actor, item))
        return yield* new NotFound({ message: policy.notFoundMessage });
      return { ownerId: item.authorId, link: policy.paths.detail(item.id), excerpt: excerptOf(item.title) };
    }
    if (target.kind === 'comment') {
      const comment = yield* stores.comments.find(target.id);
      if (!comment || comment.deleted)
        return yield* new NotFound({ message: SERVER_MESSAGES.commentNotFound });
      return {
        ownerId: comment.authorId,
        link: policyOf(comment.contentKind).paths.detail(comment.contentId),
        excerpt: excerptOf(comment.content),
      };
    }
    const nickname = (yield* stores.people.exists(target.id))
      ? yield* stores.people.nickname(target.id)
      : null;
    if (nickname === null) return yield* new NotFound({ message: SERVER_MESSAGES.userNotFound });
    return { ownerId: target.id, link: paths.user(target.id), excerpt: nickname };
  });

/**
 * Files a report (신고). One OPEN report per reporter and target (409); nobody reports their own item,
 * comment or account (400). When the target's distinct reporters whose accounts are at least a day
 * old reach the threshold, the target is held at once, for the most cited reason, pending review.
 * The hold and the report commit together.
 */
export const fileReport = (deps: ModerationDeps, actor: Actor, input: ReportInput) =>
  deps.uow.transaction((stores) =>
    Effect.gen(function* () {
      const target: ReportTarget = { kind: input.targetKind, id: input.targetId };
      const facts = yield* targetFacts(stores, actor, target);
      if (facts.ownerId === actor.id)
        return yield* new BadRequest({
          message: SERVER_MESSAGES.cannotReportYourself,
          detailedMessage: REPORT_TEXT.self,
        });
      const now = deps.clock();
      const filed = yield* stores.reports.insert(
        {
          reporterId: actor.id,
          target,
          reason: input.reason,
          detail: reportDetailOf(input.reason, input.detail),
          link: facts.link,
          excerpt: facts.excerpt,
          ownerId: facts.ownerId,
        },
        now,
      );
      if (filed === 'duplicate')
        return yield* new Conflict({
          message: SERVER_MESSAGES.alreadyReported,
          detailedMessage: REPORT_TEXT.duplicate,
        });
      const established = yield* stores.reports.establishedReporters(
        target,
        new Date(now.getTime() - ESTABLISHED_ACCOUNT_MS),
      );
      if (reachesHold(established, deps.holdThreshold)) {
        const reason = (yield* stores.reports.leadingReason(target)) ?? input.reason;
        yield* stores.reports.hold(target, reason, now);
      }
      return { id: filed.id, status: 'OPEN' as const };
    }),
  );

const toMyReport = (r: ReportRecord) => ({
  id: r.id,
  targetKind: r.target.kind,
  targetId: r.target.id,
  link: r.link,
  excerpt: r.excerpt,
  reason: r.reason,
  detail: r.detail,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

/** The caller's own reports, newest first, with their status: never anyone else's. */
export const myReports = (deps: ModerationDeps, actor: Actor, page: PageRequest) =>
  Effect.map(deps.uow.read.reports.mine(actor.id, page), ({ items, total }) => ({
    data: items.map(toMyReport),
    pageInfo: pageInfoOf(page.page, page.size, total),
  }));
