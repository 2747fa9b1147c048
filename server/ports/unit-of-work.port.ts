import type { Effect } from 'effect';
import type { BlockStore } from './blocks.port';
import type { AuditLog } from './audit.port';
import type { CommentStore } from './comments.port';
import type { ConsultationStore } from './consultations.port';
import type { ContentStore } from './content.port';
import type { MemberStore } from './members.port';
import type { NotificationStore } from './notifications.port';
import type { ProfileStore } from './profiles.port';
import type { NotificationPreferenceStore } from './push.port';
import type { ReportStore } from './reports.port';
import type { EdgeStore, PeopleStore } from './reactions.port';
import type { SocialRepository } from './social.port';
import type { TakedownStore } from './takedowns.port';

/** The stores a use case works with, all bound to one connection or one transaction. */
export interface Stores {
  readonly contents: ContentStore;
  readonly comments: CommentStore;
  readonly edges: EdgeStore;
  readonly people: PeopleStore;
  readonly notifications: NotificationStore;
  readonly social: SocialRepository;
  readonly profiles: ProfileStore;
  readonly consultations: ConsultationStore;
  readonly reports: ReportStore;
  /** The members' notification choices (issue 27): the notifier reads them in the write's transaction. */
  readonly notificationPreferences: NotificationPreferenceStore;
  /** The append-only audit log (issue 22): an action and its entry commit together. */
  readonly audit: AuditLog;
  /** Members and their suspensions, as the admin console sees them (issue 22). */
  readonly members: MemberStore;
  readonly blocks: BlockStore;
  readonly takedowns: TakedownStore;
  /** Runs after the transaction commits (publishing what it stored); never when it rolls back. */
  afterCommit(effect: Effect.Effect<void>): Effect.Effect<void>;
}

/**
 * Use cases own their transactions: `transaction` runs the work on stores bound to one database
 * transaction, which commits when the work succeeds and rolls back when it fails (a typed failure or a
 * defect); `read` is for reads that need none.
 */
export interface UnitOfWork {
  readonly read: Stores;
  transaction<A, E>(work: (stores: Stores) => Effect.Effect<A, E>): Effect.Effect<A, E>;
}
