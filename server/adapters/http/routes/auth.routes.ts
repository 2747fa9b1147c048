import { Hono } from 'hono';
import { SignInRequest, SignUpRequest } from '../../../../src/contract/auth';
import { signIn } from '../../../application/accounts/sign-in.use-case';
import { type AccountsDeps, signUp } from '../../../application/accounts/sign-up.use-case';
import { accountsRepository } from '../../db/accounts.repository';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { respond } from '../run';
import { validateJson } from '../validate';
import { Effect } from 'effect';

export const accountsDeps = (deps: AppDeps): AccountsDeps => ({
  accounts: accountsRepository(deps.db),
  hasher: deps.hasher,
  tokens: deps.jwt.issuer,
});

export const authRoutes = (deps: AppDeps) => {
  const accounts = accountsDeps(deps);
  return new Hono<AppEnv>()
    .post('/auth/sign-up', validateJson(SignUpRequest), (c) =>
      respond(c, signUp(accounts, c.req.valid('json')).pipe(Effect.map(({ token }) => ({ token }))), 201),
    )
    .post('/auth/sign-in', validateJson(SignInRequest), (c) =>
      respond(c, signIn(accounts, c.req.valid('json'))),
    );
};
