import { demoCompetitionFeed } from './competitions';
import { DEMO_NEWS } from './news';

export { demoCompetitionFeed } from './competitions';
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
 * What both seeds load (server/application/competitions/seed-demo.use-case.ts): the feed laid out
 * around a Seoul day, and the news.
 */
export const DEMO_COMPETITIONS = { feed: demoCompetitionFeed, news: DEMO_NEWS } as const;
