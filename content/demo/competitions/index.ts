import { demoCompetitionFeed } from './competitions';
import { DEMO_NEWS } from './news';

export { DEMO_SEED, demoCompetitionFeed } from './competitions';
export { demoFeedAt } from './feed-at';
export { type DemoSeason, demoSeason, type Fixture } from './season';
export { emblemOf } from './emblems';
export { DEMO_NEWS } from './news';
export type {
  DemoAgeGroup,
  DemoCompetitionFeed,
  DemoNewsItem,
  FeedCup,
  FeedLeague,
  FeedMatch,
} from './types';

/**
 * What both seeds load (server/application/competitions/seed-demo.use-case.ts): the feed as it reads
 * at an instant, and the news.
 */
export const DEMO_COMPETITIONS = { feed: (now: Date) => demoCompetitionFeed(now), news: DEMO_NEWS } as const;
