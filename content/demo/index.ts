export { DEMO_ARTICLES } from './articles';
export { DEMO_COMMENTS } from './comments';
export { DEMO_ARTICLE_LIKES, DEMO_FOLLOWS } from './reactions';
export type {
  DemoArticle,
  DemoArticleLikes,
  DemoComment,
  DemoFollow,
  DemoReply,
  DemoRole,
  DemoTag,
  DemoUser,
} from './types';
export { DEMO_USERS } from './users';
