import { Effect } from 'effect';
import type { ArticlePageRequest, ArticlesApi } from '../../application/articles/articles-api.port';
import type { CommentsApi } from '../../application/articles/comments-api.port';
import { ARTICLE_OPERATIONS as OPS } from '../../contract/articles.operations';
import type { HttpClient } from './http-client';

/** Spec section 9: articles and comments come ten to a page. */
export const ARTICLE_PAGE_SIZE = 10;

const pageCall = (http: HttpClient, { params, page, cursor }: ArticlePageRequest) =>
  params.kind === 'search'
    ? http.call(OPS.search, {
        query: { keyword: params.keyword, sortBy: params.sortBy, page, size: ARTICLE_PAGE_SIZE },
      })
    : // Spec section 7: an empty tag means every tag.
      http.call(OPS.list, {
        query: {
          tag: params.tag === 'ALL' ? '' : params.tag,
          sortBy: params.sortBy,
          page,
          size: ARTICLE_PAGE_SIZE,
          cursor: cursor ?? undefined,
        },
      });

export const createHttpArticlesApi = (http: HttpClient): ArticlesApi => ({
  page: (request) => pageCall(http, request),
  popular: () => http.call(OPS.popular),
  detail: (id) => http.call(OPS.detail, { params: { id } }),
  related: (id) => http.call(OPS.related, { params: { id } }),
  remove: (id) => http.call(OPS.remove, { params: { id } }),
});

export const createHttpCommentsApi = (http: HttpClient): CommentsApi => ({
  page: (id, page) => http.call(OPS.comments, { params: { id }, query: { page, size: ARTICLE_PAGE_SIZE } }),
  create: (id, content) => Effect.asVoid(http.call(OPS.comment, { params: { id }, body: { content } })),
  edit: (articleId, id, content) =>
    Effect.asVoid(http.call(OPS.editComment, { params: { articleId, id }, body: { content } })),
  reply: (articleId, parentId, content, mentionedUserId) =>
    Effect.asVoid(
      http.call(OPS.reply, { params: { articleId, parentId }, body: { content, mentionedUserId } }),
    ),
  remove: (articleId, id) => http.call(OPS.removeComment, { params: { articleId, id } }),
});
