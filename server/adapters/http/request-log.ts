import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log/logger';
import { requestContext, requestIdOf } from '../log/request-context';

/**
 * Gives each request an id (a sane incoming X-Request-Id, else a new one), echoes it in the response
 * and runs the rest of the request in its context, so every log line written meanwhile carries it
 * (the logger's mixin). Then one line per request: method, path (never the query, which may carry
 * search text), status, time.
 */
export const requestLog =
  (logger: Logger): MiddlewareHandler =>
  async (c, next) => {
    const reqId = requestIdOf(c.req.header('x-request-id'));
    const started = performance.now();
    await requestContext.run({ reqId }, async () => {
      await next();
      // A response the route wrote to Node itself (the notification stream) has sent its head already,
      // and replacing the marker would make the adapter answer it again: its lines still carry the id.
      if (c.res !== RESPONSE_ALREADY_SENT) c.header('X-Request-Id', reqId);
      if (logger.isLevelEnabled('info'))
        logger.info(
          {
            method: c.req.method,
            path: c.req.path,
            status: c.res.status,
            ms: Math.round(performance.now() - started),
          },
          'request',
        );
    });
  };
