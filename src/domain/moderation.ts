/**
 * The moderation queue and the temporary takedown (issue 22): what a moderator decides on a reported target, why a
 * target is hidden, and the rights-infringement (Art. 44-2) case's states and due date. Labels are in
 * the catalog (MODERATION_TEXT, src/domain/text/moderation.ts).
 */
import { ROUTES } from './paths';
import type { ReportTarget } from './reports';

/** A moderator's decisions on a reported target (suspending the author is the member console's). */
export const MODERATION_DECISIONS = ['DISMISS', 'HIDE', 'RESTORE', 'DELETE', 'WARN'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** Decisions that need a reason the author and the audit log read. */
export const decisionNeedsNote = (decision: ModerationDecision): boolean =>
  decision === 'HIDE' || decision === 'DELETE' || decision === 'WARN';

/** The longest moderator's note (a reason) and objection text. */
export const MODERATION_NOTE_MAX = 500;

/** Why a target is hidden: the automatic hold, a moderator, or the temporary takedown. */
export const HOLD_SOURCES = ['REPORT', 'MODERATOR', 'TAKEDOWN'] as const;
export type HoldSource = (typeof HOLD_SOURCES)[number];

/** The queue's two lists. */
export const QUEUE_VIEWS = ['open', 'closed'] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];

/**
 * A rights-infringement case: REQUESTED (received), HIDDEN (the temporary takedown applied, until its due date),
 * OBJECTED (the author objected: back to the moderator), then RESTORED, DELETED or REJECTED (the
 * request was unfounded; nothing was hidden).
 */
export const TAKEDOWN_STATUSES = [
  'REQUESTED',
  'HIDDEN',
  'OBJECTED',
  'RESTORED',
  'DELETED',
  'REJECTED',
] as const;
export type TakedownStatus = (typeof TAKEDOWN_STATUSES)[number];

/** the temporary takedown hides content for at most 30 days (Information and Communications Network Act, Art. 44-2(4)). */
export const TAKEDOWN_MAX_DAYS = 30;
export const TAKEDOWN_DEFAULT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const takedownDueDate = (appliedAt: Date, days: number): Date =>
  new Date(appliedAt.getTime() + Math.min(Math.max(1, Math.trunc(days)), TAKEDOWN_MAX_DAYS) * DAY_MS);

/** Whether a case is still undecided: hidden (or objected) and waiting on the moderator. */
export const isTakedownPending = (status: TakedownStatus): boolean =>
  status === 'HIDDEN' || status === 'OBJECTED';

/** A pending case whose hiding period is over: the console flags it for a decision. */
export const isTakedownPastDue = (status: TakedownStatus, dueAt: Date | null, now: Date): boolean =>
  isTakedownPending(status) && dueAt !== null && now.getTime() > dueAt.getTime();

/** Which transitions a case allows. */
export const takedownAllows = (
  status: TakedownStatus,
  step: 'apply' | 'reject' | 'object' | 'restore' | 'delete',
): boolean => {
  switch (step) {
    case 'apply':
    case 'reject':
      return status === 'REQUESTED';
    case 'object':
      return status === 'HIDDEN';
    case 'restore':
    case 'delete':
      return isTakedownPending(status);
  }
};

/** The longest requester name, and the longest URL a request names. */
export const TAKEDOWN_NAME_MAX = 50;
export const TAKEDOWN_URL_MAX = 500;
export const TAKEDOWN_REASON_MAX = 2000;

const DETAIL_PATTERNS: readonly [ReportTarget['kind'], string][] = [
  ['article', ROUTES.article],
  ['post', ROUTES.postDetail],
  ['qna', ROUTES.qnaDetail],
];

/**
 * The content a URL of this site names: an article, a free-board or Q&A post, or a comment when the
 * address ends in its anchor (`#comment-<id>`). Null for anything else. Any host is accepted: the
 * requester may paste the address from another mirror of the site; only the path decides.
 */
export const takedownTargetOf = (url: string): ReportTarget | null => {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://kickoff.invalid');
  } catch {
    return null;
  }
  const comment = /^#comment-([1-9][0-9]{0,9})$/.exec(parsed.hash);
  for (const [kind, pattern] of DETAIL_PATTERNS) {
    const prefix = pattern.replace(':id', '');
    if (!parsed.pathname.startsWith(prefix)) continue;
    const rest = parsed.pathname.slice(prefix.length).replace(/\/$/, '');
    if (!/^[1-9][0-9]{0,9}$/.test(rest) || Number(rest) > 2_147_483_647) return null;
    if (comment) return { kind: 'comment', id: Number(comment[1]) };
    return { kind, id: Number(rest) };
  }
  return null;
};
