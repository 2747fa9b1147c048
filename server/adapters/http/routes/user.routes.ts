import { Hono } from 'hono';
import * as v from 'valibot';
import { IdParam } from '../../../../src/contract/common';
import { ownProfile, publicProfile } from '../../../application/accounts/profile.use-case';
import { accountsRepository } from '../../db/accounts.repository';
import { requireActor } from '../auth.middleware';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { respond } from '../run';
import { validateParam } from '../validate';

export const userRoutes = (deps: AppDeps) => {
  const accounts = accountsRepository(deps.db);
  return (
    new Hono<AppEnv>()
      .get('/user/profile', (c) => respond(c, ownProfile(accounts, requireActor(c))))
      // Digits only in the pattern, so /user/popular-editors and friends reach their own routes.
      .get('/user/:id{[0-9]+}', validateParam(v.object({ id: IdParam })), (c) =>
        respond(c, publicProfile(accounts, c.get('actor'), c.req.valid('param').id)),
      )
  );
};
