import { sql } from 'drizzle-orm';
import { COMMON_OPERATIONS as OPS } from '../../../../src/contract/common.operations';
import type { AppDeps } from '../deps';
import { routesOf, serveRaw } from '../operation-routes';

/** Liveness without the database (also the benchmark's static route) and readiness with a real query. */
export const healthRoutes = (deps: AppDeps) =>
  routesOf([
    serveRaw(OPS.live, ({ c }) => c.json({ status: 'ok' as const })),
    serveRaw(OPS.health, async ({ c }) => {
      try {
        await deps.db.execute(sql`select 1`);
        return c.json({ status: 'ok' as const, database: 'reachable' as const });
      } catch (error) {
        deps.logger.error({ err: error }, 'health check: database unreachable');
        return c.json({ message: 'Service Unavailable', detailedMessage: 'database unreachable' }, 503);
      }
    }),
  ]);
