import type { ConsultationApi } from '../../application/articles/consultation-api.port';
import type { EditorsApi } from '../../application/articles/editors-api.port';
import type { ReactionsApi } from '../../application/reactions/reactions-api.port';
import { CONTENT_OPERATIONS } from '../../contract/content-tables';
import { SOCIAL_OPERATIONS as SOCIAL } from '../../contract/social.operations';
import type { HttpClient } from './http-client';

/** Spec section 7: the toggles are PATCH calls with an empty body, on the kind's own path. */
export const createHttpReactionsApi = (http: HttpClient): ReactionsApi => ({
  like: (target) =>
    target.on === 'content'
      ? http.call(CONTENT_OPERATIONS[target.ref.kind].like, { params: { id: target.ref.id } })
      : http.call(CONTENT_OPERATIONS[target.kind].likeComment, { params: { commentId: target.id } }),
  follow: (id) => http.call(SOCIAL.follow, { params: { id } }),
});

export const createHttpEditorsApi = (http: HttpClient): EditorsApi => ({
  popularEditors: () => http.call(SOCIAL.popularEditors),
});

export const createHttpConsultationApi = (http: HttpClient): ConsultationApi => ({
  request: (request) => http.call(SOCIAL.consultation, { body: request }),
});
