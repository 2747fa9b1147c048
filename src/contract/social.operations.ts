import * as v from 'valibot';
import { ConsultationRequest, EditorCardArray, FollowResponse } from './social';
import { IdParam } from './common';
import { defineOperations } from './operation';

export const SOCIAL_OPERATIONS = defineOperations({
  follow: {
    method: 'patch',
    path: '/api/user/{id}/follow',
    tag: 'user',
    auth: 'required',
    params: v.object({ id: IdParam }),
    response: FollowResponse,
    errors: [400, 404],
  },
  popularEditors: {
    method: 'get',
    path: '/api/user/popular-editors',
    tag: 'user',
    auth: 'optional',
    response: EditorCardArray,
  },
  consultation: {
    method: 'post',
    path: '/api/user/consultation',
    tag: 'user',
    auth: 'required',
    body: ConsultationRequest,
    errors: [400, 404],
  },
});
