import { Effect } from 'effect';
import { AUTH_OPERATIONS as OPS } from '../../../../src/contract/auth.operations';
import { signIn } from '../../../application/accounts/sign-in.use-case';
import { type AccountsDeps, signUp } from '../../../application/accounts/sign-up.use-case';
import { accountsRepository } from '../../db/accounts.repository';
import type { AppDeps } from '../deps';
import { routesOf, serve } from '../operation-routes';

export const accountsDeps = (deps: AppDeps): AccountsDeps => ({
  accounts: accountsRepository(deps.db),
  hasher: deps.hasher,
  tokens: deps.jwt.issuer,
});

export const authRoutes = (deps: AppDeps) => {
  const accounts = accountsDeps(deps);
  return routesOf([
    serve(OPS.signUp, ({ body }) => signUp(accounts, body).pipe(Effect.map(({ token }) => ({ token })))),
    serve(OPS.signIn, ({ body }) => signIn(accounts, body)),
  ]);
};
