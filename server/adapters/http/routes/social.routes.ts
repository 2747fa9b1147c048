import { socialBindings } from '../../../bindings/social.bindings';
import type { AppDeps } from '../deps';
import { routesOf, serveBound } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';

/** Spec section 7 "Users": follow, popular editors, consultation; and the notification list. */
export const socialRoutes = (deps: AppDeps) =>
  routesOf(socialBindings(ruleDepsOf(deps)).map((binding) => serveBound(binding)));
