import {
  DEMO_ARTICLE_LIKES,
  DEMO_ARTICLES,
  DEMO_COMMENTS,
  DEMO_FOLLOWS,
  DEMO_USERS,
  type DemoArticle,
  type DemoArticleLikes,
  type DemoComment,
  type DemoFollow,
  type DemoUser,
} from '../../../../content/demo';

export type DemoContent = {
  users: readonly DemoUser[];
  articles: readonly DemoArticle[];
  comments: readonly DemoComment[];
  articleLikes: readonly DemoArticleLikes[];
  follows: readonly DemoFollow[];
};

export const DEMO_CONTENT: DemoContent = {
  users: DEMO_USERS,
  articles: DEMO_ARTICLES,
  comments: DEMO_COMMENTS,
  articleLikes: DEMO_ARTICLE_LIKES,
  follows: DEMO_FOLLOWS,
};
