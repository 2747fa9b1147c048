import type { Effect } from 'effect';
import type { TakedownStatus } from '../../src/domain/moderation';
import type { ReportTarget } from '../../src/domain/reports';
import type { PageRequest } from './content.port';
import type { Counted } from './profiles.port';

export type NewTakedown = {
  readonly requesterName: string;
  readonly requesterEmail: string;
  readonly url: string;
  readonly reason: string;
  readonly target: ReportTarget;
  readonly ownerId: number | null;
};

export type TakedownRecord = NewTakedown & {
  readonly id: number;
  readonly status: TakedownStatus;
  readonly note: string | null;
  readonly objection: string | null;
  readonly dueAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
};

export type TakedownChange = {
  readonly status: TakedownStatus;
  readonly note?: string | null;
  readonly objection?: string | null;
  readonly dueAt?: Date | null;
};

/** Rights-infringement requests and their 임시조치 (issue 22); one statement per method. */
export interface TakedownStore {
  insert(request: NewTakedown, now: Date): Effect.Effect<{ readonly id: number }>;
  find(id: number): Effect.Effect<TakedownRecord | null>;
  /** Every case, newest first. */
  list(page: PageRequest): Effect.Effect<Counted<TakedownRecord>>;
  /**
   * Moves a case on when its status is still one of `from` (so two moderators cannot both decide);
   * the case as changed, or null when its status had moved on.
   */
  change(
    id: number,
    from: readonly TakedownStatus[],
    change: TakedownChange,
    now: Date,
  ): Effect.Effect<TakedownRecord | null>;
}
