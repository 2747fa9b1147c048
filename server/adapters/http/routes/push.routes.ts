import { pushBindings } from '../../../bindings/push.bindings';
import type { AppDeps } from '../deps';
import { routesOf, serveBound } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';

/** Notification preferences and web push subscriptions (issue 27). */
export const pushRoutes = (deps: AppDeps) =>
  routesOf(pushBindings(ruleDepsOf(deps).push).map((binding) => serveBound(binding)));
