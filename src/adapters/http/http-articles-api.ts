import type { ArticlePageRequest, ArticlesApi } from '../../application/articles/articles-api.port';
import type { CommentsApi } from '../../application/articles/comments-api.port';
import { ArticleArray, ArticleDetail, ArticlePage, CommentPage } from '../../contract/articles';
import type { HttpClient } from './http-client';

/** Spec section 9: articles and comments come ten to a page. */
export const ARTICLE_PAGE_SIZE = 10;

const query = (entries: Record<string, string | number | null | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  return params.toString();
};

const pagePath = ({ params, page, cursor }: ArticlePageRequest): string =>
  params.kind === 'search'
    ? `/api/articles/search?${query({ keyword: params.keyword, sortBy: params.sortBy, page, size: ARTICLE_PAGE_SIZE })}`
    : // Spec section 7: an empty tag means every tag.
      `/api/articles?${query({
        tag: params.tag === 'ALL' ? '' : params.tag,
        sortBy: params.sortBy,
        page,
        size: ARTICLE_PAGE_SIZE,
        cursor: cursor ?? undefined,
      })}`;

const id = (n: number): string => encodeURIComponent(String(n));

export const createHttpArticlesApi = (http: HttpClient): ArticlesApi => ({
  page: (request) => http.request('GET', pagePath(request), ArticlePage),
  popular: () => http.request('GET', '/api/articles/popular', ArticleArray),
  detail: (articleId) => http.request('GET', `/api/article/${id(articleId)}`, ArticleDetail),
  related: (articleId) => http.request('GET', `/api/article/${id(articleId)}/related`, ArticleArray),
  remove: (articleId) => http.request('DELETE', `/api/article/${id(articleId)}`, null),
});

export const createHttpCommentsApi = (http: HttpClient): CommentsApi => ({
  page: (articleId, page) =>
    http.request(
      'GET',
      `/api/article/${id(articleId)}/comments?${query({ page, size: ARTICLE_PAGE_SIZE })}`,
      CommentPage,
    ),
  create: (articleId, content) =>
    http.request('POST', `/api/article/${id(articleId)}/comment`, null, { json: { content } }),
  edit: (articleId, commentId, content) =>
    http.request('PATCH', `/api/article/${id(articleId)}/comment/${id(commentId)}`, null, {
      json: { content },
    }),
  reply: (articleId, parentId, content, mentionedUserId) =>
    http.request('POST', `/api/article/${id(articleId)}/comment/${id(parentId)}/reply`, null, {
      json: { content, mentionedUserId },
    }),
  remove: (articleId, commentId) =>
    http.request('DELETE', `/api/article/${id(articleId)}/comment/${id(commentId)}`, null),
});
