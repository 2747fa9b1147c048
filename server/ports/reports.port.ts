import type { Effect } from 'effect';
import type { HoldSource, ModerationDecision, QueueView } from '../../src/domain/moderation';
import type { ReportReason, ReportStatus, ReportTarget, ReportTargetKind } from '../../src/domain/reports';
import type { PageRequest } from './content.port';
import type { Counted } from './profiles.port';

export type NewReport = {
  readonly reporterId: number;
  readonly target: ReportTarget;
  readonly reason: ReportReason;
  readonly detail: string | null;
  /** The target's browser path when reported (a comment: its item's page). */
  readonly link: string | null;
  /** A short excerpt of the target as reported. */
  readonly excerpt: string;
  /** The target's author (a user report: the user): the queue's author history counts by it. */
  readonly ownerId: number | null;
};

export type ReportRecord = {
  readonly id: number;
  readonly reporterId: number;
  readonly target: ReportTarget;
  readonly reason: ReportReason;
  readonly detail: string | null;
  readonly link: string | null;
  readonly excerpt: string;
  readonly status: ReportStatus;
  readonly createdAt: Date;
  readonly ownerId: number | null;
  /** The decision that closed it; null while OPEN. */
  readonly decision: ModerationDecision | null;
};

/** A target hidden pending review, with the reason it was held for. */
export type HoldRecord = {
  readonly target: ReportTarget;
  readonly reason: ReportReason;
  readonly createdAt: Date;
  /** Who hid it: the automatic hold, a moderator or 임시조치. */
  readonly source: HoldSource;
  /** The moderator's reason (a moderator's hide, 임시조치); null for the automatic hold. */
  readonly note: string | null;
};

/** A target of the queue: how many reports of the list are on it, and the newest one's id (the order). */
export type QueueGroup = { readonly target: ReportTarget; readonly count: number; readonly latestId: number };

/** An author's earlier moderation: reports on their targets, hides and warnings decided. */
export type OwnerHistory = { readonly reports: number; readonly hidden: number; readonly warned: number };

export type NewDecision = {
  readonly target: ReportTarget;
  readonly ownerId: number | null;
  readonly decision: ModerationDecision;
  readonly note: string | null;
  readonly actorId: number;
};

/** Reports (신고) and the holds they cause (issue 22); one statement per method. */
export interface ReportStore {
  /**
   * Files a report; 'duplicate' when the reporter already has an OPEN report on the target (a unique
   * key decides, so two at once cannot both pass).
   */
  insert(report: NewReport, now: Date): Effect.Effect<{ readonly id: number } | 'duplicate'>;
  /**
   * How many distinct reporters with an OPEN report on the target have accounts made at or before
   * `establishedBefore` (accounts younger than that do not count towards a hold).
   */
  establishedReporters(target: ReportTarget, establishedBefore: Date): Effect.Effect<number>;
  /** The most cited reason of the target's OPEN reports (ties: the earliest cited). */
  leadingReason(target: ReportTarget): Effect.Effect<ReportReason | null>;
  /** Holds the target; false when it was held already. */
  hold(target: ReportTarget, reason: ReportReason, now: Date): Effect.Effect<boolean>;
  /** The holds among some targets of one kind, by target id. */
  heldAmong(kind: ReportTargetKind, ids: readonly number[]): Effect.Effect<ReadonlyMap<number, HoldRecord>>;
  /** A reporter's own reports, newest first. */
  mine(reporterId: number, page: PageRequest): Effect.Effect<Counted<ReportRecord>>;
  /**
   * Hides the target for a moderator or 임시조치, replacing any hold already there (the automatic
   * hold's reason and source give way to the moderator's).
   */
  setHold(
    target: ReportTarget,
    hold: { readonly reason: ReportReason; readonly source: HoldSource; readonly note: string | null },
    now: Date,
  ): Effect.Effect<void>;
  /** Lifts the target's hold; false when it was not held. */
  release(target: ReportTarget): Effect.Effect<boolean>;
  /**
   * The queue's targets, newest report first: with OPEN reports ('open'), or with closed ones
   * ('closed'); `count` counts that list's reports on the target.
   */
  queue(view: QueueView, page: PageRequest): Effect.Effect<Counted<QueueGroup>>;
  /** The reports of one list on some targets, oldest first. */
  onTargets(view: QueueView, targets: readonly ReportTarget[]): Effect.Effect<readonly ReportRecord[]>;
  /**
   * Closes the target's OPEN reports with a decision (ACTIONED or DISMISSED); the distinct reporters
   * whose reports it closed.
   */
  close(
    target: ReportTarget,
    status: Exclude<ReportStatus, 'OPEN'>,
    decision: ModerationDecision,
    now: Date,
  ): Effect.Effect<readonly number[]>;
  /** Records a queue decision for the author's history. */
  recordDecision(decision: NewDecision, now: Date): Effect.Effect<void>;
  /** Each author's earlier moderation, by author id (authors without any are absent). */
  history(ownerIds: readonly number[]): Effect.Effect<ReadonlyMap<number, OwnerHistory>>;
}
