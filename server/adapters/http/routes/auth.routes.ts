import { Effect } from 'effect';
import { ACCOUNT_OPERATIONS as ACCOUNT } from '../../../../src/contract/account.operations';
import { AUTH_OPERATIONS as OPS } from '../../../../src/contract/auth.operations';
import { paths } from '../../../../src/domain/paths';
import {
  type PasswordResetDeps,
  resetPassword,
  sendResetLink,
} from '../../../application/accounts/password-reset.use-case';
import { signIn } from '../../../application/accounts/sign-in.use-case';
import { type AccountsDeps, signUp } from '../../../application/accounts/sign-up.use-case';
import { accountsRepository } from '../../db/accounts.repository';
import { passwordResetRepository } from '../../db/password-reset.repository';
import { mailerFor } from '../../mail/mailers';
import { oneTimeSecrets } from '../../security/one-time-secrets';
import type { AppDeps } from '../deps';
import { routesOf, serve, serveRaw } from '../operation-routes';
import { publicBaseUrl } from '../public-url';
import { tooManyRequests } from '../rate-limit';
import { signInGuard } from '../sign-in-guard';

export const accountsDeps = (deps: AppDeps): AccountsDeps => ({
  accounts: accountsRepository(deps.db),
  hasher: deps.hasher,
  tokens: deps.jwt.issuer,
});

export const authRoutes = (deps: AppDeps) => {
  const accounts = accountsDeps(deps);
  const base = publicBaseUrl(deps.config);
  const resets: PasswordResetDeps = {
    accounts: accounts.accounts,
    resets: passwordResetRepository(deps.db),
    secrets: oneTimeSecrets(),
    hasher: deps.hasher,
    mailer: deps.mailer ?? mailerFor(deps.config, deps.logger),
    resetLink: (token) => `${base}${paths.passwordReset(token)}`,
  };
  return routesOf([
    serve(OPS.signUp, ({ body }) => signUp(accounts, body).pipe(Effect.map(({ token }) => ({ token })))),
    serve(OPS.signIn, async ({ body, c }) => {
      const guard = signInGuard(c, body.email);
      await guard.before();
      return signIn(accounts, body).pipe(
        Effect.tapError((error) =>
          error._tag === 'Unauthorized' ? Effect.promise(guard.failed) : Effect.void,
        ),
        Effect.tap(() => Effect.promise(guard.succeeded)),
      );
    }),
    serveRaw(ACCOUNT.requestPasswordReset, async ({ body, c }) => {
      const wait = await c.get('limiter').consume(['passwordResetEmail'], `e:${body.email}`);
      if (wait !== null) throw tooManyRequests('passwordReset', wait);
      // Answered before any lookup, so a registered and an unknown email take the same time.
      Effect.runPromise(sendResetLink(resets, body.email, deps.clock())).catch((error: unknown) =>
        deps.logger.error({ err: error }, 'password reset mail failed'),
      );
      return c.body(null, 202);
    }),
    serve(ACCOUNT.resetPassword, ({ body }) => resetPassword(resets, body, deps.clock())),
  ]);
};
