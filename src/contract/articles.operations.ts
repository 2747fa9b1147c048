import * as v from 'valibot';
import { CONTENT_POLICIES } from '../domain/content/policy';
import { ArticleArray, ArticleDetail, ArticleListQuery, ArticlePage, ArticleSearchQuery } from './articles';
import { IdParam } from './common';
import { type ContentPaths, contentOperations } from './content.operations';

export const ARTICLE_PATHS: ContentPaths = {
  list: '/api/articles',
  search: '/api/articles/search',
  popular: '/api/articles/popular',
  drafts: '/api/articles/draft/all',
  detail: '/api/article/{id}',
  create: '/api/article',
  createDraft: '/api/article/draft',
  edit: '/api/article/{id}',
  autosave: '/api/article/draft/{id}',
  publish: '/api/article/draft/{id}/publish',
  remove: '/api/article/{id}',
  like: '/api/article/{id}/like',
  comments: '/api/article/{id}/comments',
  comment: '/api/article/{id}/comment',
  reply: '/api/article/{id}/comment/{commentId}/reply',
  editComment: '/api/article/{id}/comment/{commentId}',
  removeComment: '/api/article/{id}/comment/{commentId}',
  likeComment: '/api/comment/{commentId}/like',
};

const CONTENT = contentOperations({
  policy: CONTENT_POLICIES.article,
  tag: 'articles',
  schemas: {
    listQuery: ArticleListQuery,
    searchQuery: ArticleSearchQuery,
    page: ArticlePage,
    cards: ArticleArray,
    detail: ArticleDetail,
  },
  paths: ARTICLE_PATHS,
});

/**
 * Spec section 7 "Articles": the content operations of the article kind, plus what only articles
 * have: the list continues by cursor (ArticleListQuery), the author's other articles, and PUT as a
 * synonym of the PATCH edit.
 */
export const ARTICLE_OPERATIONS = {
  ...CONTENT,
  replace: { ...CONTENT.edit, method: 'put' },
  related: {
    method: 'get',
    path: '/api/article/{id}/related',
    tag: 'articles',
    auth: 'optional',
    params: v.object({ id: IdParam }),
    response: ArticleArray,
    errors: [404],
  },
} as const;
