import type { ContentKind } from '../domain/content/policy';
import { ARTICLE_OPERATIONS } from './articles.operations';
import { POST_OPERATIONS, QNA_OPERATIONS } from './boards.operations';
import type { ContentOperations } from './content.operations';

/** Each kind's operation table, for the code that serves or calls every kind alike. */
export const CONTENT_OPERATIONS: Readonly<Record<ContentKind, ContentOperations>> = {
  article: ARTICLE_OPERATIONS,
  post: POST_OPERATIONS,
  qna: QNA_OPERATIONS,
};
