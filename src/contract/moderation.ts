import * as v from 'valibot';
import {
  decisionNeedsNote,
  HOLD_SOURCES,
  MODERATION_DECISIONS,
  MODERATION_NOTE_MAX,
  QUEUE_VIEWS,
  TAKEDOWN_MAX_DAYS,
  TAKEDOWN_NAME_MAX,
  TAKEDOWN_REASON_MAX,
  TAKEDOWN_STATUSES,
  TAKEDOWN_URL_MAX,
  takedownTargetOf,
} from '../domain/moderation';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_KINDS } from '../domain/reports';
import { MODERATION_TEXT as T } from '../domain/text/moderation';
import { IdValue, multiLineText, pageOf, pagingQuery, singleLineText } from './common';
import { ReportReasonSchema, ReportTargetKindSchema } from './reports';

/** The moderation queue and 임시조치 (issue 22): the wire shapes. */

const note = (required: string) =>
  v.pipe(
    multiLineText({ trim: true }),
    v.nonEmpty(required),
    v.maxLength(MODERATION_NOTE_MAX, T.noteTooLong(MODERATION_NOTE_MAX)),
  );

export const QueueQuery = v.object({
  ...pagingQuery(20).entries,
  view: v.optional(v.picklist(QUEUE_VIEWS), 'open'),
});

/** One reported target in the queue, with its reports' reasons, a preview and its author's history. */
export const QueueItem = v.object({
  targetKind: v.picklist(REPORT_TARGET_KINDS),
  targetId: v.number(),
  count: v.number(),
  reasons: v.array(v.object({ reason: v.picklist(REPORT_REASONS), count: v.number() })),
  /** The 기타 texts the reporters wrote. */
  details: v.array(v.string()),
  /** A plain-text excerpt (never HTML) of the target as reported. */
  preview: v.string(),
  link: v.nullable(v.string()),
  status: v.picklist(REPORT_STATUSES),
  decision: v.nullable(v.picklist(MODERATION_DECISIONS)),
  /** Why it is hidden now, or null when it shows. */
  hold: v.nullable(
    v.object({
      source: v.picklist(HOLD_SOURCES),
      reason: v.picklist(REPORT_REASONS),
      note: v.nullable(v.string()),
    }),
  ),
  author: v.nullable(
    v.object({
      id: v.number(),
      nickname: v.string(),
      history: v.object({ reports: v.number(), hidden: v.number(), warned: v.number() }),
    }),
  ),
  latestAt: v.string(),
});
export type QueueItem = v.InferOutput<typeof QueueItem>;
export const QueuePage = pageOf(QueueItem);
export type QueuePage = v.InferOutput<typeof QueuePage>;

/** A moderator's decision on a target: HIDE, DELETE and WARN need a note; HIDE names a reason. */
export const DecisionRequest = v.pipe(
  v.object({
    targetKind: ReportTargetKindSchema,
    targetId: IdValue,
    decision: v.picklist(MODERATION_DECISIONS, T.decisionInvalid),
    reason: v.optional(ReportReasonSchema),
    note: v.optional(
      v.nullable(
        v.pipe(
          multiLineText({ trim: true }),
          v.maxLength(MODERATION_NOTE_MAX, T.noteTooLong(MODERATION_NOTE_MAX)),
        ),
      ),
    ),
  }),
  v.forward(
    v.check((r) => !decisionNeedsNote(r.decision) || (r.note ?? '').trim() !== '', T.noteRequired),
    ['note'],
  ),
);
export type DecisionRequest = v.InferInput<typeof DecisionRequest>;

/** 권리침해 신고: anyone, even a visitor; the URL must name content of this site. */
export const TakedownRequest = v.object({
  name: v.pipe(
    singleLineText({ trim: true }),
    v.nonEmpty(T.requestNameRequired),
    v.maxLength(TAKEDOWN_NAME_MAX, T.requestNameTooLong(TAKEDOWN_NAME_MAX)),
  ),
  email: v.pipe(
    singleLineText({ trim: true }),
    v.maxLength(254, T.requestEmailInvalid),
    v.email(T.requestEmailInvalid),
  ),
  url: v.pipe(
    singleLineText({ trim: true }),
    v.maxLength(TAKEDOWN_URL_MAX, T.requestUrlInvalid),
    v.check((url) => takedownTargetOf(url) !== null, T.requestUrlInvalid),
  ),
  reason: v.pipe(
    multiLineText({ trim: true }),
    v.nonEmpty(T.requestReasonRequired),
    v.maxLength(TAKEDOWN_REASON_MAX, T.requestReasonTooLong(TAKEDOWN_REASON_MAX)),
  ),
});
export type TakedownRequest = v.InferInput<typeof TakedownRequest>;

export const TakedownCreated = v.object({ id: v.number() });

/** One 임시조치 case as the console shows it. */
export const TakedownCase = v.object({
  id: v.number(),
  requesterName: v.string(),
  requesterEmail: v.string(),
  url: v.string(),
  reason: v.string(),
  targetKind: v.picklist(REPORT_TARGET_KINDS),
  targetId: v.number(),
  link: v.nullable(v.string()),
  preview: v.string(),
  status: v.picklist(TAKEDOWN_STATUSES),
  note: v.nullable(v.string()),
  objection: v.nullable(v.string()),
  dueAt: v.nullable(v.string()),
  pastDue: v.boolean(),
  createdAt: v.string(),
});
export type TakedownCase = v.InferOutput<typeof TakedownCase>;
export const TakedownCasePage = pageOf(TakedownCase);
export type TakedownCasePage = v.InferOutput<typeof TakedownCasePage>;
export const TakedownCasesQuery = pagingQuery(20);

/** A moderator's step on a case: apply 임시조치 (days, a note), reject, restore or delete. */
export const TakedownStepRequest = v.variant('step', [
  v.object({
    step: v.literal('apply'),
    days: v.pipe(
      v.number(),
      v.safeInteger(T.caseDaysInvalid(TAKEDOWN_MAX_DAYS)),
      v.minValue(1, T.caseDaysInvalid(TAKEDOWN_MAX_DAYS)),
      v.maxValue(TAKEDOWN_MAX_DAYS, T.caseDaysInvalid(TAKEDOWN_MAX_DAYS)),
    ),
    note: note(T.noteRequired),
  }),
  v.object({ step: v.picklist(['reject', 'restore', 'delete']) }),
]);
export type TakedownStepRequest = v.InferInput<typeof TakedownStepRequest>;

/** The author's 이의제기. */
export const ObjectionRequest = v.object({ text: note(T.objectionRequired) });
export type ObjectionRequest = v.InferInput<typeof ObjectionRequest>;

/** What the author reads on the objection page: their hidden content's case, never the requester. */
export const MyTakedown = v.object({
  id: v.number(),
  link: v.nullable(v.string()),
  preview: v.string(),
  status: v.picklist(TAKEDOWN_STATUSES),
  note: v.nullable(v.string()),
  objection: v.nullable(v.string()),
  dueAt: v.nullable(v.string()),
});
export type MyTakedown = v.InferOutput<typeof MyTakedown>;
