import type { GuardianApi } from '../../application/guardian/guardian-api.port';
import { GUARDIAN_OPERATIONS as OPS } from '../../contract/guardian.operations';
import type { HttpClient } from './http-client';

export const createHttpGuardianApi = (http: HttpClient): GuardianApi => ({
  standing: () => http.call(OPS.standing, {}),
  request: (guardianEmail) => http.call(OPS.request, { body: { guardianEmail } }),
  view: (token) => http.call(OPS.view, { query: { token } }),
  decide: (token, decision) => http.call(OPS.decide, { body: { token, decision } }),
  withdraw: (token) => http.call(OPS.withdraw, { body: { token } }),
});
