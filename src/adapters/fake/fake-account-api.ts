import { Effect } from 'effect';
import type { AccountApi } from '../../application/accounts/account-api.port';
import { ACCOUNT_OPERATIONS as OPS } from '../../contract/account.operations';
import { SERVER_MESSAGES } from '../../domain/server-messages';
import { OAUTH_FAILURE_TEXT, PASSWORD_RESET_TEXT } from '../../domain/text/social-login';
import { type FakeServer, refuse } from './fake-server';

/**
 * The demo has no social providers and sends no mail: it answers as a server with neither configured
 * (no social buttons, the same 202 for any reset request, no code or link ever valid). Every demo
 * account has its profile already. Input is checked with the operations' schemas like every fake call.
 */
export const createFakeAccountApi = (fake: FakeServer): AccountApi => {
  const invalidCode = () =>
    refuse(400, SERVER_MESSAGES.invalidCode, [{ field: 'code', reason: OAUTH_FAILURE_TEXT.expired }]);
  return {
    oauthProviders: () =>
      fake.call(OPS.oauthProviders, {}, () => ({ providers: [] })).pipe(Effect.map((r) => r.providers)),
    exchangeOAuthCode: (code) => fake.call(OPS.oauthExchange, { body: { code } }, invalidCode),
    linkOAuth: (request) => fake.call(OPS.oauthLink, { body: request }, invalidCode),
    completeProfile: (request) =>
      fake.call(OPS.completeProfile, { body: request }, () =>
        refuse(409, SERVER_MESSAGES.profileAlreadyComplete),
      ),
    requestPasswordReset: (email) =>
      fake.call(OPS.requestPasswordReset, { body: { email } }, () => undefined),
    resetPassword: (request) =>
      fake.call(OPS.resetPassword, { body: request }, () =>
        refuse(400, SERVER_MESSAGES.invalidResetToken, [
          { field: 'token', reason: PASSWORD_RESET_TEXT.invalidToken },
        ]),
      ),
  };
};
