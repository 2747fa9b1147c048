import { ARTICLES_1 } from './articles-1';
import { ARTICLES_2 } from './articles-2';
import { ARTICLES_3 } from './articles-3';
import { ARTICLES_4 } from './articles-4';
import { ARTICLES_5 } from './articles-5';
import type { DemoItem } from './types';

/** All demo articles (published and drafts), grouped by author area in the part files. */
export const DEMO_ARTICLES: DemoItem[] = [
  ...ARTICLES_1,
  ...ARTICLES_2,
  ...ARTICLES_3,
  ...ARTICLES_4,
  ...ARTICLES_5,
].map((a) => ({ ...a, kind: 'article' }));
