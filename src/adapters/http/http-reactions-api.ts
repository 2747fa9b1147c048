import type { ConsultationApi } from '../../application/articles/consultation-api.port';
import type { EditorsApi } from '../../application/articles/editors-api.port';
import type { ReactionsApi } from '../../application/articles/reactions-api.port';
import { ARTICLE_OPERATIONS as ARTICLE } from '../../contract/articles.operations';
import { SOCIAL_OPERATIONS as SOCIAL } from '../../contract/social.operations';
import type { HttpClient } from './http-client';

/** Spec section 7: the toggles are PATCH calls with an empty body. */
export const createHttpReactionsApi = (http: HttpClient): ReactionsApi => ({
  likeArticle: (id) => http.call(ARTICLE.like, { params: { id } }),
  likeComment: (id) => http.call(ARTICLE.likeComment, { params: { id } }),
  follow: (id) => http.call(SOCIAL.follow, { params: { id } }),
});

export const createHttpEditorsApi = (http: HttpClient): EditorsApi => ({
  popularEditors: () => http.call(SOCIAL.popularEditors),
});

export const createHttpConsultationApi = (http: HttpClient): ConsultationApi => ({
  request: (request) => http.call(SOCIAL.consultation, { body: request }),
});
