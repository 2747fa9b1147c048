import type { ConsultationApi } from '../../application/articles/consultation-api.port';
import type { EditorsApi } from '../../application/articles/editors-api.port';
import type { ReactionsApi } from '../../application/articles/reactions-api.port';
import { EditorCardArray, FollowResponse, LikeResponse } from '../../contract/articles';
import type { HttpClient } from './http-client';

const id = (n: number): string => encodeURIComponent(String(n));

/** Spec section 7: the toggles are PATCH calls with an empty body. */
export const createHttpReactionsApi = (http: HttpClient): ReactionsApi => ({
  likeArticle: (articleId) => http.request('PATCH', `/api/article/${id(articleId)}/like`, LikeResponse),
  likeComment: (commentId) => http.request('PATCH', `/api/comment/${id(commentId)}/like`, LikeResponse),
  follow: (userId) => http.request('PATCH', `/api/user/${id(userId)}/follow`, FollowResponse),
});

export const createHttpEditorsApi = (http: HttpClient): EditorsApi => ({
  popularEditors: () => http.request('GET', '/api/user/popular-editors', EditorCardArray),
});

export const createHttpConsultationApi = (http: HttpClient): ConsultationApi => ({
  request: (request) => http.request('POST', '/api/user/consultation', null, { json: request }),
});
