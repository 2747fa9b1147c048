import { Effect, Exit, Fiber, Semaphore } from 'effect';
import type { Stores, UnitOfWork } from '../../ports/unit-of-work.port';
import { memoryAuditLog } from './memory-audit-log';
import { memoryMemberStore } from './memory-members-store';
import { memoryBlockStore } from './memory-blocks-store';
import { memoryCommentStore } from './memory-comments-store';
import { memoryConsultationStore } from './memory-consultations-store';
import { memoryContentStore } from './memory-content-store';
import type { MemoryDb } from './memory-db';
import { memoryEdgeStore } from './memory-edges-store';
import { memoryNotificationStore } from './memory-notifications-store';
import { memoryPeopleStore } from './memory-people-store';
import { memoryProfileStore } from './memory-profiles-store';
import { memoryNotificationPreferenceStore } from './memory-push-stores';
import { memoryReportStore } from './memory-reports-store';
import { memorySocialRepository } from './memory-social';
import { memoryTakedownStore } from './memory-takedowns-store';

const storesOf = (db: MemoryDb, afterCommit: Stores['afterCommit']): Stores => ({
  contents: memoryContentStore(db),
  comments: memoryCommentStore(db),
  edges: memoryEdgeStore(db),
  people: memoryPeopleStore(db),
  notifications: memoryNotificationStore(db),
  social: memorySocialRepository(db),
  profiles: memoryProfileStore(db),
  consultations: memoryConsultationStore(db),
  reports: memoryReportStore(db),
  notificationPreferences: memoryNotificationPreferenceStore(db),
  blocks: memoryBlockStore(db),
  takedowns: memoryTakedownStore(db),
  audit: memoryAuditLog(db),
  members: memoryMemberStore(db),
  afterCommit,
});

/** One lock per memory database, however many units of work the host builds on it. */
const locks = new WeakMap<MemoryDb, Semaphore.Semaphore>();

/**
 * Transactions on the memory tables, with the Drizzle unit of work's answers
 * (server/adapters/db/unit-of-work.ts): the work's typed failure or defect puts every table back as it
 * was and comes out unchanged; after a commit the queued after-commit effects run, their failures
 * ignored.
 *
 * The stores write the live tables, so a rollback is a snapshot taken before the work, restored after
 * it fails. Transactions therefore run one at a time (as PGlite runs them): a second one restoring its
 * snapshot would otherwise erase the first one's writes. Writes through `read` while a transaction runs
 * share that fate when it rolls back; the database would keep them.
 *
 * The work runs in a fiber of its own, as the Drizzle store runs it in a promise: a caller interrupted
 * while it waits stops waiting, and the work still finishes, commits and publishes.
 */
export const memoryUnitOfWork = (db: MemoryDb): UnitOfWork => {
  const oneAtATime = locks.get(db) ?? Semaphore.makeUnsafe(1);
  locks.set(db, oneAtATime);
  const run = <A, E>(work: (stores: Stores) => Effect.Effect<A, E>) =>
    Effect.gen(function* () {
      const queued: Effect.Effect<void>[] = [];
      const stores = storesOf(db, (effect) => Effect.sync(() => void queued.push(effect)));
      const exit = yield* oneAtATime.withPermits(1)(
        Effect.suspend(() => {
          const before = db.snapshot();
          return Effect.onExit(
            Effect.suspend(() => work(stores)),
            (done) => Effect.sync(() => Exit.isFailure(done) && db.restore(before)),
          ).pipe(Effect.exit);
        }),
      );
      if (Exit.isSuccess(exit)) for (const effect of queued) yield* Effect.exit(effect);
      return exit;
    });
  return {
    read: storesOf(db, (effect) => effect),
    transaction: (work) => Effect.forkDetach(run(work)).pipe(Effect.flatMap(Fiber.join), Effect.flatten),
  };
};
