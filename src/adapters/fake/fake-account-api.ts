import { Effect } from 'effect';
import * as v from 'valibot';
import type { AccountApi } from '../../application/accounts/account-api.port';
import { type ApiError, apiErrorFromStatus } from '../../application/errors';
import type { ErrorBody } from '../../contract/common';
import { PasswordResetRequest } from '../../contract/social-login';
import { OAUTH_FAILURE_TEXT, PASSWORD_RESET_TEXT } from '../../domain/text/social-login';
import type { FakeBackend } from './fake-backend';

const fail = (status: number, body: ErrorBody): Effect.Effect<never, ApiError> =>
  Effect.fail(apiErrorFromStatus(status, body));

/**
 * The demo has no social providers and sends no mail: these pages answer as a server without them
 * configured would (no social buttons, the same answer for any reset request, no valid code or link).
 */
export const createFakeAccountApi = (fake: FakeBackend, latencyMs = 0): AccountApi => {
  const delay = <A>(effect: Effect.Effect<A, ApiError>) =>
    latencyMs ? Effect.delay(effect, latencyMs) : effect;
  const invalidCode = () =>
    fail(400, { message: 'Invalid Code', errors: [{ field: 'code', reason: OAUTH_FAILURE_TEXT.expired }] });
  return {
    oauthProviders: () => delay(Effect.succeed([])),
    exchangeOAuthCode: () => delay(invalidCode()),
    linkOAuth: () => delay(invalidCode()),
    // Every demo account has its profile already.
    completeProfile: () =>
      delay(
        Effect.flatMap(fake.sessionApi.profile(), () => fail(409, { message: 'Profile Already Complete' })),
      ),
    requestPasswordReset: (email) =>
      delay(
        Effect.suspend(() => {
          const parsed = v.safeParse(PasswordResetRequest, { email });
          return parsed.success
            ? Effect.void
            : fail(400, {
                message: 'Validation failed',
                errors: parsed.issues.map((i) => ({ field: v.getDotPath(i) ?? '', reason: i.message })),
              });
        }),
      ),
    resetPassword: () =>
      delay(
        fail(400, {
          message: 'Invalid Reset Token',
          errors: [{ field: 'token', reason: PASSWORD_RESET_TEXT.invalidToken }],
        }),
      ),
  };
};
