import { COMMENTS_1 } from './comments-1';
import { COMMENTS_2 } from './comments-2';
import { COMMENTS_2B } from './comments-2b';
import { COMMENTS_3 } from './comments-3';
import { POST_COMMENTS_1 } from './post-comments-1';
import { POST_COMMENTS_2 } from './post-comments-2';
import { QNA_COMMENTS_1 } from './qna-comments-1';
import { QNA_COMMENTS_2 } from './qna-comments-2';
import type { DemoComment } from './types';

/** Top-level article comments (with nested replies) in publication order within each article. */
export const DEMO_ARTICLE_COMMENTS: DemoComment[] = [
  ...COMMENTS_1,
  ...COMMENTS_2,
  ...COMMENTS_2B,
  ...COMMENTS_3,
];

/** Top-level comments on both boards, in publication order within each post. */
export const DEMO_BOARD_COMMENTS: DemoComment[] = [
  ...POST_COMMENTS_1,
  ...POST_COMMENTS_2,
  ...QNA_COMMENTS_1,
  ...QNA_COMMENTS_2,
];

/** Every top-level comment, articles first: the order the seed and the fake backend give ids in. */
export const DEMO_COMMENTS: DemoComment[] = [...DEMO_ARTICLE_COMMENTS, ...DEMO_BOARD_COMMENTS];
