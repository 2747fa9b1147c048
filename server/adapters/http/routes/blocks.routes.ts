import { blockBindings } from '../../../bindings/block.bindings';
import type { AppDeps } from '../deps';
import { routesOf, serveBound } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';

/** Blocking (차단, issue 22). */
export const blocksRoutes = (deps: AppDeps) =>
  routesOf(blockBindings(ruleDepsOf(deps).moderation).map((binding) => serveBound(binding)));
