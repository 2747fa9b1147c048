import * as v from 'valibot';
import { ConsultationRequest, EditorCardArray, FollowResponse } from './articles';
import { IdParam } from './common';
import { defineOperations } from './operation';

export const SOCIAL_OPERATIONS = defineOperations({
  follow: {
    method: 'patch',
    path: '/api/user/{id}/follow',
    tag: 'user',
    summary: 'Toggles following the user. 400 `Cannot Follow Yourself`.',
    auth: 'required',
    params: v.object({ id: IdParam }),
    response: FollowResponse,
    errors: [400, 404],
    rateLimit: 'follow',
  },
  popularEditors: {
    method: 'get',
    path: '/api/user/popular-editors',
    tag: 'user',
    summary: 'EDITOR and ADMIN accounts ranked by followers, with `following` for the viewer.',
    auth: 'optional',
    response: EditorCardArray,
  },
  consultation: {
    method: 'post',
    path: '/api/user/consultation',
    tag: 'user',
    summary:
      'Sends a consultation request. One per sender, recipient and day (Asia/Seoul), enforced by a unique key: 400 `Only one consultation per day to the same user`.',
    auth: 'required',
    body: ConsultationRequest,
    errors: [400, 404],
    rateLimit: 'consultation',
  },
});
