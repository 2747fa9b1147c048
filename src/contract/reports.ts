import * as v from 'valibot';
import {
  REPORT_DETAIL_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
  reportDetailMissing,
} from '../domain/reports';
import { REPORT_TEXT as T } from '../domain/text/reports';
import { IdValue, multiLineText, pageOf, pagingQuery } from './common';

/** Reports (신고, issue 22): the wire shapes. */

export const ReportReasonSchema = v.picklist(REPORT_REASONS, T.reasonInvalid);
export const ReportTargetKindSchema = v.picklist(REPORT_TARGET_KINDS, T.targetInvalid);

/** A report: the target, a reason from the fixed list and, for OTHER, a text up to 500 characters. */
export const ReportRequest = v.pipe(
  v.object({
    targetKind: ReportTargetKindSchema,
    targetId: IdValue,
    reason: ReportReasonSchema,
    detail: v.optional(
      v.nullable(v.pipe(multiLineText(), v.maxLength(REPORT_DETAIL_MAX, T.detailTooLong(REPORT_DETAIL_MAX)))),
    ),
  }),
  v.forward(
    v.check((r) => !reportDetailMissing(r.reason, r.detail), T.detailRequired),
    ['detail'],
  ),
);
export type ReportRequest = v.InferInput<typeof ReportRequest>;

/** What a report answers: its id and status (the hold it may have caused is not the reporter's business). */
export const ReportCreated = v.object({ id: v.number(), status: v.picklist(REPORT_STATUSES) });

/** One of the reporter's own reports: never anyone else's, never who else reported. */
export const MyReport = v.object({
  id: v.number(),
  targetKind: v.picklist(REPORT_TARGET_KINDS),
  targetId: v.number(),
  /** The browser path of the target (a comment: its item's page); null once the target is gone. */
  link: v.nullable(v.string()),
  /** A short excerpt of the target as it was reported (a title, a comment's first words, a nickname). */
  excerpt: v.string(),
  reason: v.picklist(REPORT_REASONS),
  detail: v.nullable(v.string()),
  status: v.picklist(REPORT_STATUSES),
  createdAt: v.string(),
});
export type MyReport = v.InferOutput<typeof MyReport>;

export const MyReportPage = pageOf(MyReport);
export type MyReportPage = v.InferOutput<typeof MyReportPage>;

export const MyReportsQuery = pagingQuery(10);

/**
 * The mark on held content (pending review) in cards, details and comments. Its author and moderators
 * read the reason; everyone else gets the placeholder and `reason: null`.
 */
export const HeldMark = v.object({ reason: v.nullable(v.picklist(REPORT_REASONS)) });
