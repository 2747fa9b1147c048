import { profileBindings } from '../../../bindings/profile.bindings';
import type { AppDeps } from '../deps';
import { routesOf, serveBound } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';

/**
 * Profiles (spec section 7 "Users"): the lists of a profile's tabs, own and others', the visibility
 * toggles, profile and password editing, account deletion and the consultation lifecycle.
 */
export const profileRoutes = (deps: AppDeps) => {
  const rules = ruleDepsOf(deps);
  return routesOf(profileBindings(rules.profiles, rules.content).map((binding) => serveBound(binding)));
};
