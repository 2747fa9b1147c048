import { defineOperations } from './operation';
import { ConsentsDue, GiveConsentsRequest, PolicyPage, PolicyParams, PolicyQuery } from './policies';

/** Policy pages (이용약관, 개인정보처리방침, 마케팅 정보 수신) and a member's consents (issue 23). */
export const POLICY_OPERATIONS = defineOperations({
  policy: {
    method: 'get',
    path: '/api/policies/{document}',
    tag: 'policies',
    auth: 'none',
    params: PolicyParams,
    query: PolicyQuery,
    response: PolicyPage,
    errors: [400, 404],
  },
  giveConsents: {
    method: 'post',
    path: '/api/user/consents',
    tag: 'user',
    auth: 'required',
    body: GiveConsentsRequest,
    response: ConsentsDue,
    errors: [400],
    // The way out of the re-consent refusal, so it is open while consents are due.
    beforeOnboarding: true,
  },
});
