import { Effect } from 'effect';
import { DEMO_COMPETITIONS } from '../../../../content/demo/competitions';
import { seedDemoCompetitions } from '../../../application/competitions/seed-demo.use-case';
import type { Db } from '../client';
import { competitionsRepository } from '../competitions.repository';
import { newsRepository } from '../news.repository';

/** The demo competitions and news for the first start (seedDemoCompetitions), on the Drizzle stores. */
export const seedCompetitionDemo = (db: Db, now: Date) =>
  Effect.runPromise(
    seedDemoCompetitions(
      { repo: competitionsRepository(db), news: newsRepository(db) },
      DEMO_COMPETITIONS,
      now,
    ),
  );
