import {
  GuardianDecision,
  GuardianDecisionResult,
  GuardianLinkQuery,
  GuardianRequest,
  GuardianRequestView,
  GuardianStanding,
  GuardianWithdrawal,
} from './guardian';
import { defineOperations } from './operation';

/** The guardian's consent for a member under 14 (issue 23). */
export const GUARDIAN_OPERATIONS = defineOperations({
  standing: {
    method: 'get',
    path: '/api/user/guardian',
    tag: 'guardian',
    auth: 'required',
    response: GuardianStanding,
  },
  request: {
    method: 'put',
    path: '/api/user/guardian',
    tag: 'guardian',
    auth: 'required',
    body: GuardianRequest,
    errors: [400, 409, 429],
    rateLimit: 'passwordReset',
    whileGuardianPending: true,
  },
  view: {
    method: 'get',
    path: '/api/guardian/consent',
    tag: 'guardian',
    auth: 'none',
    query: GuardianLinkQuery,
    response: GuardianRequestView,
    errors: [400],
  },
  decide: {
    method: 'post',
    path: '/api/guardian/consent',
    tag: 'guardian',
    auth: 'none',
    body: GuardianDecision,
    response: GuardianDecisionResult,
    errors: [400],
  },
  withdraw: {
    method: 'post',
    path: '/api/guardian/withdraw',
    tag: 'guardian',
    auth: 'none',
    body: GuardianWithdrawal,
    errors: [400],
  },
});
