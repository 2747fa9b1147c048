import { CONTENT_POLICIES } from '../domain/content/policy';
import { POPULARITY } from '../domain/content/popularity';
import { ARTICLE_OPERATIONS, ARTICLE_PATHS } from './articles.operations';
import { contentDocs } from './content.docs';
import { documented } from './operation';

/** The reference's text for the article operations (server only: see Operation.summary). */
export const ARTICLE_DOCS = new Map([
  ...contentDocs(ARTICLE_OPERATIONS, {
    policy: CONTENT_POLICIES.article,
    noun: 'article',
    paths: ARTICLE_PATHS,
    popularSummary: `Up to ${POPULARITY.limit} articles: among the newest ${POPULARITY.articlePool}, those of the last ${POPULARITY.articleWindowDays} days first, by ${POPULARITY.likeWeight} x likes + ${POPULARITY.commentWeight} x comments + views x ${POPULARITY.viewWeight}. A cursor continues the list without OFFSET.`,
  }),
  ...documented(
    { replace: ARTICLE_OPERATIONS.replace, related: ARTICLE_OPERATIONS.related },
    {
      replace: 'Same as PATCH /api/article/{id}.',
      related: 'Up to 4 other published articles of the same author, newest first.',
    },
  ),
]);
