import { Effect } from 'effect';
import { CONTENT_OPERATIONS } from '../../../../src/contract/content-tables';
import type { Operation } from '../../../../src/contract/operation';
import { contentBindings } from '../../../bindings/content.bindings';
import { withOneMoreView } from '../cache/read-through';
import type { AppDeps } from '../deps';
import { routesOf, serveBound } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';
import { contentDeps, setsCookie, viewerKeys } from './content-area';

/** Every content kind's operations, answered by their bound use cases (server/bindings/content.bindings.ts). */
export const contentRoutes = (deps: AppDeps) => {
  const d = contentDeps(deps);
  const viewer = viewerKeys(deps);
  const host = { viewerKeys: viewer };
  return routesOf(
    contentBindings(ruleDepsOf(deps).content).map((binding) =>
      // A detail keeps its answer in
      // the response cache; a kept answer still counts the visitor's view (in memory): counted, it shows
      // one more view, so every reader sees the views with their own, and the database is not read.
      DETAILS.has(binding.op)
        ? serveBound(binding, host, {
            refresh: async ({ params, c }) => {
              const counted = await Effect.runPromise(
                d.views.count((params as { id: number }).id, viewer(c), d.clock()),
              );
              return { change: counted ? withOneMoreView : undefined, setHeaders: setsCookie(c) };
            },
          })
        : serveBound(binding, host),
    ),
  );
};

/** Every kind's detail read: the one operation that counts a view. */
const DETAILS: ReadonlySet<Operation> = new Set(Object.values(CONTENT_OPERATIONS).map((ops) => ops.detail));
