import { moderationBindings } from '../../../bindings/moderation.bindings';
import type { AppDeps } from '../deps';
import { routesOf, serveBound } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';

/** Reports (신고) and the reporter's own list (issue 22). */
export const reportsRoutes = (deps: AppDeps) =>
  routesOf(moderationBindings(ruleDepsOf(deps).moderation).map((binding) => serveBound(binding)));
