import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';

/** Liveness without the database (also the benchmark's static route) and readiness with a real query. */
export const healthRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .get('/health/live', (c) => c.json({ status: 'ok' as const }))
    .get('/health', async (c) => {
      try {
        await deps.db.execute(sql`select 1`);
        return c.json({ status: 'ok' as const, database: 'reachable' as const });
      } catch (error) {
        deps.logger.error({ err: error }, 'health check: database unreachable');
        return c.json({ message: 'Service Unavailable', detailedMessage: 'database unreachable' }, 503);
      }
    });
