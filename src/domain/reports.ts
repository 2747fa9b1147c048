/**
 * Reports (issue 22): what can be reported, why, and when reports hide a target before review.
 * Labels are in the catalog (REPORT_TEXT, src/domain/text/reports.ts).
 */
/**
 * The content kinds (CONTENT_KINDS of content/policy.ts, spelled out so the catalog can name these
 * without importing the content core; reports.test.ts holds the two lists together), a comment, a user.
 */
const CONTENT_TARGET_KINDS = ['article', 'post', 'qna'] as const;
export const REPORT_TARGET_KINDS = [...CONTENT_TARGET_KINDS, 'comment', 'user'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export interface ReportTarget {
  readonly kind: ReportTargetKind;
  readonly id: number;
}

/** The fixed reasons, in the order the dialog lists them; OTHER needs a text. */
export const REPORT_REASONS = [
  'SPAM',
  'ABUSE',
  'SEXUAL',
  'PRIVACY',
  'CHILD_SAFETY',
  'RIGHTS',
  'OTHER',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest OTHER text. */
export const REPORT_DETAIL_MAX = 500;

/** OPEN until a moderator decides (the queue, a later slice): then ACTIONED or DISMISSED. */
export const REPORT_STATUSES = ['OPEN', 'ACTIONED', 'DISMISSED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The automatic hold's defaults: this many distinct established reporters hide a target. */
export const REPORT_HOLD_DEFAULT_THRESHOLD = 3;
/** An account counts towards a hold once it is this old. */
export const ESTABLISHED_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** Whether an account made at `createdAt` counts towards a hold at `now`. */
export const isEstablished = (createdAt: Date, now: Date): boolean =>
  now.getTime() - createdAt.getTime() >= ESTABLISHED_ACCOUNT_MS;

/** Whether this many distinct established reporters hide a target. */
export const reachesHold = (establishedReporters: number, threshold: number): boolean =>
  establishedReporters >= Math.max(1, threshold);

/** The detail a report keeps: the text only for OTHER, trimmed; null otherwise. */
export const reportDetailOf = (reason: ReportReason, detail: string | null | undefined): string | null => {
  if (reason !== 'OTHER') return null;
  const text = (detail ?? '').trim();
  return text === '' ? null : text;
};

/** OTHER without a text is incomplete. */
export const reportDetailMissing = (reason: ReportReason, detail: string | null | undefined): boolean =>
  reason === 'OTHER' && reportDetailOf(reason, detail) === null;

export const isContentTargetKind = (kind: ReportTargetKind): kind is (typeof CONTENT_TARGET_KINDS)[number] =>
  (CONTENT_TARGET_KINDS as readonly string[]).includes(kind);
