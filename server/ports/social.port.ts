import type { Effect } from 'effect';
import type { Role } from '../../src/domain/role';
import type { UniqueViolationOf } from './store-errors';

export type EditorRecord = {
  readonly id: number;
  readonly nickname: string;
  readonly job: string | null;
  readonly profileImageUrl: string | null;
  readonly followerCount: number;
  readonly following: boolean;
};

export type NewConsultation = {
  readonly senderId: number;
  readonly recipientId: number;
  readonly type: string;
  readonly message: string;
  /** 'YYYY-MM-DD' in Asia/Seoul: the unique key (sender, recipient, day) allows one per day. */
  readonly seoulDate: string;
  readonly now: Date;
};

/** Follows, the popular-editor ranking and consultation requests. */
export interface SocialRepository {
  userRole(id: number): Effect.Effect<Role | null>;
  /** EDITOR and ADMIN accounts by follower count; `following` for the viewer (false for visitors). */
  popularEditors(viewerId: number | null, limit: number): Effect.Effect<readonly EditorRecord[]>;
  /**
   * Stores a request; fails with the UniqueViolation of `consultation-daily` when the sender already asked
   * this recipient on that Seoul day.
   */
  insertConsultation(
    consultation: NewConsultation,
  ): Effect.Effect<void, UniqueViolationOf<'consultation-daily'>>;
}
