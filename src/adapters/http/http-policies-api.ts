import type { PoliciesApi } from '../../application/policies/policies-api.port';
import { POLICY_OPERATIONS as OPS } from '../../contract/policies.operations';
import type { HttpClient } from './http-client';

export const createHttpPoliciesApi = (http: HttpClient): PoliciesApi => ({
  policy: (document, version) =>
    http.call(OPS.policy, { params: { document }, query: version ? { version } : {} }),
  giveConsents: (consents) => http.call(OPS.giveConsents, { body: { consents: [...consents] } }),
});
