import { DEMO_ARTICLES } from './articles';
import { DEMO_POSTS, DEMO_QNAS } from './boards';
import { DEMO_BOARD_LIKES } from './board-likes';
import { DEMO_COMMENTS } from './comments';
import { DEMO_ARTICLE_LIKES, DEMO_FOLLOWS } from './reactions';
import type { DemoContentLikes, DemoData, DemoItem } from './types';
import { DEMO_USERS } from './users';

export { DEMO_ARTICLES } from './articles';
export { DEMO_POSTS, DEMO_QNAS } from './boards';
export { DEMO_ARTICLE_COMMENTS, DEMO_BOARD_COMMENTS, DEMO_COMMENTS } from './comments';
export { DEMO_ARTICLE_LIKES, DEMO_FOLLOWS } from './reactions';
export { DEMO_BOARD_LIKES } from './board-likes';
export { type DemoModerationPlan, demoModerationPlan } from './moderation';
export { type DemoRows, demoContentColumns, demoRows, demoUserColumns } from './rows';
export { demoMoment, minutesAfter } from './time';
export type {
  DemoArticle,
  DemoComment,
  DemoContentLikes,
  DemoData,
  DemoFollow,
  DemoItem,
  DemoItemFields,
  DemoKind,
  DemoReply,
  DemoRole,
  DemoTag,
  DemoUser,
} from './types';
export { DEMO_USERS } from './users';

/** Items of every kind in id order: articles, then free-board posts, then Q&A posts. */
export const DEMO_CONTENTS: DemoItem[] = [...DEMO_ARTICLES, ...DEMO_POSTS, ...DEMO_QNAS];

export const DEMO_CONTENT_LIKES: DemoContentLikes[] = [...DEMO_ARTICLE_LIKES, ...DEMO_BOARD_LIKES];

/** The whole demo, as the server seed and the fake backend load it. */
export const DEMO_DATA: DemoData = {
  users: DEMO_USERS,
  contents: DEMO_CONTENTS,
  comments: DEMO_COMMENTS,
  contentLikes: DEMO_CONTENT_LIKES,
  follows: DEMO_FOLLOWS,
};
