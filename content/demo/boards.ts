import { POSTS_1 } from './posts-1';
import { POSTS_2 } from './posts-2';
import { QNA_1 } from './qna-1';
import { QNA_2 } from './qna-2';
import type { DemoItem } from './types';

/** Free-board posts (published and drafts). */
export const DEMO_POSTS: DemoItem[] = [...POSTS_1, ...POSTS_2].map((p) => ({ ...p, kind: 'post' }));

/** Q&A posts (published and a draft); each carries one category tag. */
export const DEMO_QNAS: DemoItem[] = [...QNA_1, ...QNA_2].map((q) => ({ ...q, kind: 'qna' }));
