import { adminBindings } from '../../../bindings/admin.bindings';
import type { AppDeps } from '../deps';
import { routesOf, serveBound } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';

/** The admin console's members and audit log (issue 22): the bound use cases, as every host serves them. */
export const adminRoutes = (deps: AppDeps) =>
  routesOf(adminBindings(ruleDepsOf(deps).admin).map((binding) => serveBound(binding)));
