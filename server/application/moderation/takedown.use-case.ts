import { Effect } from 'effect';
import { canSee } from '../../../src/domain/content/permissions';
import {
  isTakedownPastDue,
  type TakedownStatus,
  takedownAllows,
  takedownDueDate,
  takedownTargetOf,
} from '../../../src/domain/moderation';
import { pageInfoOf } from '../../../src/domain/paging';
import { paths } from '../../../src/domain/paths';
import { isContentTargetKind, type ReportTarget } from '../../../src/domain/reports';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import { seoulDateTime } from '../../../src/domain/suspension';
import { MODERATION_TEXT as T } from '../../../src/domain/text/moderation';
import type { Viewer } from '../../../src/domain/viewer';
import type { AuditAction } from '../../ports/audit.port';
import type { PageRequest } from '../../ports/content.port';
import type { TakedownRecord } from '../../ports/takedowns.port';
import type { Stores } from '../../ports/unit-of-work.port';
import { BadRequest, Conflict, NotFound } from '../errors';
import { moderationNotice, moderatorsOnly, removeTarget, targetFactsOf } from './queue.use-case';
import type { ModerationDeps } from './report.use-case';

type Actor = NonNullable<Viewer>;

const caseNotFound = () =>
  new NotFound({ message: SERVER_MESSAGES.notFound, detailedMessage: T.caseNotFound });
const stepRefused = () =>
  new Conflict({ message: SERVER_MESSAGES.conflict, detailedMessage: T.caseStepRefused });

export type TakedownInput = {
  readonly name: string;
  readonly email: string;
  readonly url: string;
  readonly reason: string;
};

/**
 * Whether a visitor could see the target: a request names only what is published (an item that is
 * not a draft, a live comment on one). Its author, for the case record.
 */
const publicTarget = (stores: Stores, target: ReportTarget) =>
  Effect.gen(function* () {
    if (isContentTargetKind(target.kind)) {
      const item = yield* stores.contents.find(target.kind, target.id);
      return item && !item.isDraft && canSee(null, item) ? item.authorId : null;
    }
    if (target.kind === 'comment') {
      const comment = yield* stores.comments.find(target.id);
      return comment && !comment.deleted ? comment.authorId : null;
    }
    return null;
  });

/**
 * POST /api/takedowns: a rights-infringement request (권리침해 신고) from anyone, even a visitor. The URL
 * must name a published item or comment of this site (404 otherwise). Stored as REQUESTED for the
 * moderators; an audit entry with no actor records it.
 */
export const requestTakedown = (deps: ModerationDeps, actor: Viewer, input: TakedownInput) =>
  deps.uow.transaction((stores) =>
    Effect.gen(function* () {
      const target = takedownTargetOf(input.url);
      if (!target)
        return yield* new BadRequest({
          message: SERVER_MESSAGES.badRequest,
          errors: [{ field: 'url', reason: T.requestUrlInvalid }],
        });
      const ownerId = yield* publicTarget(stores, target);
      // A form's field: a link to nothing (gone, a draft, never there) is the same error as a bad link.
      if (ownerId === null)
        return yield* new BadRequest({
          message: SERVER_MESSAGES.badRequest,
          errors: [{ field: 'url', reason: T.requestUrlInvalid }],
        });
      const now = deps.clock();
      const created = yield* stores.takedowns.insert(
        {
          requesterName: input.name.trim(),
          requesterEmail: input.email.trim(),
          url: input.url.trim(),
          reason: input.reason.trim(),
          target,
          ownerId,
        },
        now,
      );
      yield* stores.audit.append(
        {
          actorId: actor?.id ?? null,
          action: 'takedown.request',
          targetKind: 'takedown',
          targetId: created.id,
          reason: null,
          before: null,
          after: { status: 'REQUESTED', target },
        },
        now,
      );
      return created;
    }),
  );

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** GET /api/admin/takedowns: every case, newest first, with its due date and whether it is past it. */
export const takedownCases = (deps: ModerationDeps, actor: Actor, page: PageRequest) =>
  Effect.gen(function* () {
    yield* moderatorsOnly(actor);
    const stores = deps.uow.read;
    const found = yield* stores.takedowns.list(page);
    const facts = yield* Effect.forEach(found.items, (c) => targetFactsOf(stores, c.target));
    const now = deps.clock();
    return {
      data: found.items.map((c, i) => {
        const fact = facts[i];
        return {
          id: c.id,
          requesterName: c.requesterName,
          requesterEmail: c.requesterEmail,
          url: c.url,
          reason: c.reason,
          targetKind: c.target.kind,
          targetId: c.target.id,
          link: fact && !fact.deleted ? fact.link : null,
          preview: fact && !fact.deleted ? fact.preview : '',
          status: c.status,
          note: c.note,
          objection: c.objection,
          dueAt: iso(c.dueAt),
          pastDue: isTakedownPastDue(c.status, c.dueAt, now),
          createdAt: c.createdAt.toISOString(),
        };
      }),
      pageInfo: pageInfoOf(page.page, page.size, found.total),
    };
  });

export type TakedownStep =
  | { readonly step: 'apply'; readonly days: number; readonly note: string }
  | { readonly step: 'reject' | 'restore' | 'delete' };

const STEP_AUDIT: Readonly<Record<TakedownStep['step'], AuditAction>> = {
  apply: 'takedown.apply',
  reject: 'takedown.reject',
  restore: 'takedown.restore',
  delete: 'takedown.delete',
};

const STEP_STATUS: Readonly<Record<TakedownStep['step'], TakedownStatus>> = {
  apply: 'HIDDEN',
  reject: 'REJECTED',
  restore: 'RESTORED',
  delete: 'DELETED',
};

/** The requester's mail, after the commit: a failure to send is logged and never undoes the step. */
const mailRequester = (deps: ModerationDeps, stores: Stores, c: TakedownRecord, status: TakedownStatus) =>
  stores.afterCommit(
    deps.mailer.send({
      to: c.requesterEmail,
      subject: T.mailSubject,
      text: T.mailBody(c.requesterName, c.url, T.mailOutcomes[status] ?? ''),
      html: `<p>${escapeHtml(T.mailBody(c.requesterName, c.url, T.mailOutcomes[status] ?? '')).replace(/\n/g, '<br>')}</p>`,
    }),
  );

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * POST /api/admin/takedowns/{id}/step (MODERATOR, ADMIN). `apply` hides the content (임시조치) until the
 * due date (at most 30 days) and tells its author why, with a link to the objection form; `reject`
 * closes a request without hiding; `restore` lifts the hiding and `delete` deletes the content, from a
 * hidden or objected case. The requester is mailed the outcome; every step is an audit entry.
 */
export const takedownStep = (deps: ModerationDeps, actor: Actor, id: number, input: TakedownStep) =>
  Effect.gen(function* () {
    yield* moderatorsOnly(actor);
    return yield* deps.uow.transaction((stores) =>
      Effect.gen(function* () {
        const now = deps.clock();
        const before = yield* stores.takedowns.find(id);
        if (!before) return yield* caseNotFound();
        if (!takedownAllows(before.status, input.step)) return yield* stepRefused();
        const status = STEP_STATUS[input.step];
        const dueAt = input.step === 'apply' ? takedownDueDate(now, input.days) : undefined;
        const note = input.step === 'apply' ? input.note.trim() : undefined;
        const changed = yield* stores.takedowns.change(
          id,
          [before.status],
          { status, ...(dueAt ? { dueAt } : {}), ...(note !== undefined ? { note } : {}) },
          now,
        );
        if (!changed) return yield* stepRefused();
        const facts = yield* targetFactsOf(stores, before.target);
        const what = T.what[before.target.kind] ?? '';
        if (input.step === 'apply') {
          if (!facts || facts.deleted) return yield* caseNotFound();
          yield* stores.reports.setHold(
            before.target,
            { reason: 'RIGHTS', source: 'TAKEDOWN', note: note ?? null },
            now,
          );
          yield* moderationNotice(
            deps,
            stores,
            facts.ownerId,
            T.takedownNotice(what, note ?? '', seoulDateTime(dueAt ?? now)),
            paths.objection(id),
            now,
          );
        }
        if (input.step === 'restore') {
          yield* stores.reports.release(before.target);
          if (facts && !facts.deleted)
            yield* moderationNotice(deps, stores, facts.ownerId, T.takedownRestored(what), facts.link, now);
        }
        if (input.step === 'delete') {
          yield* removeTarget(stores, before.target, now);
          yield* stores.reports.release(before.target);
          if (facts)
            yield* moderationNotice(deps, stores, facts.ownerId, T.takedownDeleted(what), paths.alarm(), now);
        }
        yield* stores.audit.append(
          {
            actorId: actor.id,
            action: STEP_AUDIT[input.step],
            targetKind: 'takedown',
            targetId: id,
            reason: note ?? null,
            before: { status: before.status, target: before.target },
            after: { status, dueAt: iso(changed.dueAt) },
          },
          now,
        );
        yield* mailRequester(deps, stores, changed, status);
      }),
    );
  });

/** The author's own case: 404 for anyone else (the requester stays unknown to the author). */
const ownCase = (stores: Stores, actor: Actor, id: number) =>
  Effect.gen(function* () {
    const c = yield* stores.takedowns.find(id);
    if (!c || c.ownerId !== actor.id) return yield* caseNotFound();
    return c;
  });

/** GET /api/takedowns/{id}: the objection page's case, for the author of the hidden content only. */
export const myTakedown = (deps: ModerationDeps, actor: Actor, id: number) =>
  Effect.gen(function* () {
    const stores = deps.uow.read;
    const c = yield* ownCase(stores, actor, id);
    const facts = yield* targetFactsOf(stores, c.target);
    return {
      id: c.id,
      link: facts && !facts.deleted ? facts.link : null,
      preview: facts && !facts.deleted ? facts.preview : '',
      status: c.status,
      note: c.note,
      objection: c.objection,
      dueAt: iso(c.dueAt),
    };
  });

/** POST /api/takedowns/{id}/objection: the author's 이의제기 sends a hidden case back to the moderators. */
export const objectTakedown = (
  deps: ModerationDeps,
  actor: Actor,
  id: number,
  input: { readonly text: string },
) =>
  deps.uow.transaction((stores) =>
    Effect.gen(function* () {
      const c = yield* ownCase(stores, actor, id);
      if (!takedownAllows(c.status, 'object'))
        return yield* new Conflict({
          message: SERVER_MESSAGES.conflict,
          detailedMessage: T.objectionNotAllowed,
        });
      const now = deps.clock();
      const text = input.text.trim();
      const changed = yield* stores.takedowns.change(
        id,
        ['HIDDEN'],
        { status: 'OBJECTED', objection: text },
        now,
      );
      if (!changed)
        return yield* new Conflict({
          message: SERVER_MESSAGES.conflict,
          detailedMessage: T.objectionNotAllowed,
        });
      yield* stores.audit.append(
        {
          actorId: actor.id,
          action: 'takedown.objection',
          targetKind: 'takedown',
          targetId: id,
          reason: text,
          before: { status: c.status },
          after: { status: 'OBJECTED' },
        },
        now,
      );
    }),
  );
