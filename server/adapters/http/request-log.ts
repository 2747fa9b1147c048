import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log/logger';

/** One line per request: method, path (never the query, which may carry search text), status, time. */
export const requestLog =
  (logger: Logger): MiddlewareHandler =>
  async (c, next) => {
    if (!logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
