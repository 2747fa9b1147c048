import { guardianBindings } from '../../../bindings/guardian.bindings';
import type { AppDeps } from '../deps';
import { routesOf, serveBound } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';

/** The guardian's consent for members under 14 (issue 23): the child's step and the guardian's pages. */
export const guardianRoutes = (deps: AppDeps) =>
  routesOf(guardianBindings(ruleDepsOf(deps).guardian).map((binding) => serveBound(binding)));
