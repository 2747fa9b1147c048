import { Effect } from 'effect';
import { VALIDATION_TEXT } from '../../../src/domain/text/validation';
import { Unauthorized } from '../errors';
import type { AccountsDeps } from './sign-up.use-case';

/**
 * The same answer for an unknown email and a wrong password, after the same work (one password
 * comparison), so a caller cannot learn which emails have accounts.
 */
const badCredentials = new Unauthorized({
  message: 'Bad credentials',
  errors: [{ field: 'password', reason: VALIDATION_TEXT.badCredentials }],
});

export const signIn = (deps: AccountsDeps, input: { email: string; password: string }) =>
  Effect.gen(function* () {
    const account = yield* deps.accounts.findByEmail(input.email);
    const ok = yield* deps.hasher.verify(input.password, account?.passwordHash ?? null);
    if (!account || !ok) return yield* Effect.fail(badCredentials);
    const token = yield* deps.tokens.issue(account);
    return { token };
  });
