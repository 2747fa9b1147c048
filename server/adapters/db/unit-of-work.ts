import { Effect, Exit } from 'effect';
import type { Stores, UnitOfWork } from '../../ports/unit-of-work.port';
import { auditRepository } from './audit.repository';
import { membersRepository } from './members.repository';
import type { Db } from './client';
import { blocksRepository } from './blocks.repository';
import { commentsRepository } from './comments.repository';
import { consultationsRepository } from './consultations.repository';
import { contentRepository } from './content.repository';
import { edgesRepository } from './edges.repository';
import { notificationsRepository } from './notifications.repository';
import { peopleRepository } from './people.repository';
import { profilesRepository } from './profiles.repository';
import { notificationPreferencesRepository } from './push.repository';
import { reportsRepository } from './reports.repository';
import { socialRepository } from './social.repository';
import { takedownsRepository } from './takedowns.repository';

const storesOf = (db: Db, afterCommit: Stores['afterCommit']): Stores => ({
  contents: contentRepository(db),
  comments: commentsRepository(db),
  edges: edgesRepository(db),
  people: peopleRepository(db),
  notifications: notificationsRepository(db),
  social: socialRepository(db),
  profiles: profilesRepository(db),
  consultations: consultationsRepository(db),
  reports: reportsRepository(db),
  notificationPreferences: notificationPreferencesRepository(db),
  blocks: blocksRepository(db),
  takedowns: takedownsRepository(db),
  audit: auditRepository(db),
  members: membersRepository(db),
  afterCommit,
});

/** Carries a failed work's exit out of Drizzle's transaction callback, which rolls back on any throw. */
class Rollback extends Error {
  constructor(readonly exit: Exit.Exit<unknown, unknown>) {
    super('rollback');
  }
}

/**
 * Transactions for use cases on Drizzle (PGlite serializes them; PostgreSQL runs them on one pooled
 * connection each). The work's typed failure rolls back and comes out unchanged; after a commit the
 * queued after-commit effects run, and their failures are ignored (what they publish is stored).
 */
export const unitOfWork = (db: Db): UnitOfWork => ({
  read: storesOf(db, (effect) => effect),
  transaction: <A, E>(work: (stores: Stores) => Effect.Effect<A, E>) =>
    Effect.flatMap(
      Effect.promise(async () => {
        const queued: Effect.Effect<void>[] = [];
        let exit: Exit.Exit<A, E>;
        try {
          exit = await db.transaction(async (tx) => {
            const stores = storesOf(tx as unknown as Db, (effect) =>
              Effect.sync(() => void queued.push(effect)),
            );
            const result = await Effect.runPromiseExit(work(stores));
            if (Exit.isFailure(result)) throw new Rollback(result);
            return result;
          });
        } catch (error) {
          if (error instanceof Rollback) return error.exit as Exit.Exit<A, E>;
          throw error;
        }
        for (const effect of queued) await Effect.runPromiseExit(effect);
        return exit;
      }),
      (exit) => exit,
    ),
});
