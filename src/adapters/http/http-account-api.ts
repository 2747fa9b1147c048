import { Effect } from 'effect';
import type { AccountApi } from '../../application/accounts/account-api.port';
import { ACCOUNT_OPERATIONS as OPS } from '../../contract/account.operations';
import type { HttpClient } from './http-client';

export const createHttpAccountApi = (http: HttpClient): AccountApi => ({
  oauthProviders: () => http.call(OPS.oauthProviders).pipe(Effect.map((r) => r.providers)),
  exchangeOAuthCode: (code) => http.call(OPS.oauthExchange, { body: { code } }),
  linkOAuth: (request) => http.call(OPS.oauthLink, { body: request }),
  completeProfile: (request) => http.call(OPS.completeProfile, { body: request }),
  requestPasswordReset: (email) => http.call(OPS.requestPasswordReset, { body: { email } }),
  resetPassword: (request) => http.call(OPS.resetPassword, { body: request }),
});
