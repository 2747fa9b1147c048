import { GUARDIAN_OPERATIONS as OPS } from '../../src/contract/guardian.operations';
import {
  decideAsGuardian,
  type GuardianDeps,
  guardianRequestView,
  guardianStanding,
  nameGuardian,
  withdrawAsGuardian,
} from '../application/accounts/guardian.use-case';
import { type Binding, bind } from './binding';

/** The guardian's consent for a member under 14 (issue 23): the child's step and the guardian's pages. */
export const guardianBindings = (deps: GuardianDeps): Binding[] => [
  bind(OPS.standing, ({ actor }) => guardianStanding(deps, actor)),
  bind(OPS.request, ({ actor, body }) => nameGuardian(deps, actor, body.guardianEmail)),
  bind(OPS.view, ({ query }) => guardianRequestView(deps, query.token)),
  bind(OPS.decide, ({ body }) => decideAsGuardian(deps, body)),
  bind(OPS.withdraw, ({ body }) => withdrawAsGuardian(deps, body.token)),
];
