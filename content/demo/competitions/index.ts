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
