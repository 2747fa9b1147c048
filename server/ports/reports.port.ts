import type { Effect } from 'effect';
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
};

/** A target hidden pending review, with the reason it was held for. */
export type HoldRecord = {
  readonly target: ReportTarget;
  readonly reason: ReportReason;
  readonly createdAt: Date;
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
}
