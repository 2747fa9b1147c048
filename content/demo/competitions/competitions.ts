import { seoulDateKey } from '../../../src/domain/relative-time';
import { demoFeedAt } from './feed-at';
import { demoSeason } from './season';
import type { DemoCompetitionFeed } from './types';

/** The seed of the demo's season: the same seed always gives the same teams, fixtures and results. */
export const DEMO_SEED = 'kickoff-demo';

/**
 * The demo feed at `now`: the season around the Seoul day of `now` (season.ts), each match's status
 * and score as they stand at that instant (feed-at.ts), in the association's field names.
 */
export const demoCompetitionFeed = (now: Date, seed: string = DEMO_SEED): DemoCompetitionFeed =>
  demoFeedAt(demoSeason(seed, seoulDateKey(now)), now);
