import { policyBindings } from '../../../bindings/policies.bindings';
import type { AppDeps } from '../deps';
import { routesOf, serveBound } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';

/** The policy documents and the re-consent (issue 23). */
export const policiesRoutes = (deps: AppDeps) =>
  routesOf(policyBindings(ruleDepsOf(deps).consents).map((binding) => serveBound(binding)));
