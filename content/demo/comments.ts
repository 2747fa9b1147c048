import { COMMENTS_1 } from './comments-1';
import { COMMENTS_2 } from './comments-2';
import { COMMENTS_2B } from './comments-2b';
import { COMMENTS_3 } from './comments-3';
import type { DemoComment } from './types';

/** Top-level comments (with nested replies) in publication order within each article. */
export const DEMO_COMMENTS: DemoComment[] = [...COMMENTS_1, ...COMMENTS_2, ...COMMENTS_2B, ...COMMENTS_3];
