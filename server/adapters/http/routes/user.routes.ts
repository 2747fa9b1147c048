import { ACCOUNT_OPERATIONS as ACCOUNT } from '../../../../src/contract/account.operations';
import { USER_OPERATIONS as OPS } from '../../../../src/contract/user.operations';
import { completeProfile } from '../../../application/accounts/onboarding.use-case';
import { ownProfile, publicProfile } from '../../../application/accounts/profile.use-case';
import { accountsRepository } from '../../db/accounts.repository';
import type { AppDeps } from '../deps';
import { routesOf, serve } from '../operation-routes';

export const userRoutes = (deps: AppDeps) => {
  const accounts = accountsRepository(deps.db);
  return routesOf([
    serve(OPS.ownProfile, ({ actor }) => ownProfile(accounts, actor)),
    serve(OPS.user, ({ actor, params }) => publicProfile(accounts, actor, params.id)),
    serve(ACCOUNT.completeProfile, ({ actor, body }) => completeProfile(accounts, actor, body, deps.clock())),
  ]);
};
