import type { Effect } from 'effect';
import type { ConsultationBox, ConsultationStatus } from '../../src/domain/profile';
import type { Counted } from './profiles.port';
import type { PageRequest } from './content.port';

/** One side of a consultation as stored; a deleted account keeps its id here but shows as nobody. */
export type ConsultationPartyRecord = {
  readonly id: number;
  readonly nickname: string;
  readonly profileImageUrl: string | null;
  readonly deleted: boolean;
};

export type ConsultationRecord = {
  readonly id: number;
  readonly senderId: number;
  readonly recipientId: number;
  readonly type: string;
  readonly message: string;
  readonly status: ConsultationStatus;
  readonly answer: string | null;
  readonly createdAt: Date;
  readonly answeredAt: Date | null;
  readonly sender: ConsultationPartyRecord;
  readonly recipient: ConsultationPartyRecord;
};

/** The consultation lifecycle after the request (the request itself: SocialRepository). */
export interface ConsultationStore {
  find(id: number): Effect.Effect<ConsultationRecord | null>;
  /** A member's received or sent consultations, newest first. */
  page(userId: number, box: ConsultationBox, page: PageRequest): Effect.Effect<Counted<ConsultationRecord>>;
  /**
   * Answers or declines a REQUESTED consultation in one conditional statement; false when it was not
   * REQUESTED any more (a parallel answer won).
   */
  close(
    id: number,
    outcome: { readonly status: 'ANSWERED' | 'DECLINED'; readonly answer: string | null },
    now: Date,
  ): Effect.Effect<boolean>;
}
