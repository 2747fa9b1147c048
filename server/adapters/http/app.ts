import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { VALIDATION_TEXT } from '../../../src/domain/text/validation';
import { inProcessBus } from '../bus/in-process-bus';
import { accountsRepository } from '../db/accounts.repository';
import { createRateLimiter, type RateLimiter } from '../rate-limit/rate-limiter';
import { authMiddleware } from './auth.middleware';
import type { AppDeps } from './deps';
import type { AppEnv } from './env';
import { HttpError } from './http-error';
import { requestLog } from './request-log';
import { API_ROUTES } from './routes';
import { staticFiles } from './static-files';

export type { AppDeps } from './deps';

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The whole HTTP surface: /api routes, JSON errors and the browser app. Fixed headers (security,
 * no-store) are added by the Node listener around it (listener.ts); JSON over 1 KB is compressed by
 * `respond`/`sendJson`, static files are precompressed.
 */
export const createApp = (given: AppDeps, options: { preloadStatic?: boolean } = {}): Hono<AppEnv> => {
  // One bus for the whole app: the routes that create notifications and the stream must share it.
  const deps: AppDeps = {
    ...given,
    bus: given.bus ?? inProcessBus(),
    rateLimiter: given.rateLimiter ?? createRateLimiter(given.config.rateLimits),
  };
  const app = new Hono<AppEnv>();
  app.use(requestLog(deps.logger));
  app.use('/api/*', async (c, next) => {
    const json = /json/i.test(c.req.header('Content-Type') ?? '');
    return json ? bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: () => tooLarge() })(c, next) : next();
  });
  app.use(
    '/api/*',
    authMiddleware(deps.jwt, accountsRepository(deps.db), {
      limiter: deps.rateLimiter as RateLimiter,
      trustProxy: deps.config.trustProxy,
    }),
  );
  for (const routes of API_ROUTES) app.route('/api', routes(deps));
  if (deps.config.staticDir)
    app.use('*', staticFiles(deps.config.staticDir, { preload: options.preloadStatic }));

  app.notFound((c) => c.json({ message: 'Not Found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx, such as malformed JSON: no internal text, one Korean reason for the client.
      const errors =
        error.status === 400 ? [{ field: 'body', reason: VALIDATION_TEXT.invalidValue }] : undefined;
      return c.json(
        { message: error.status === 400 ? 'Bad Request' : error.message || 'Error', errors },
        error.status,
      );
    }
    deps.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return c.json({ message: 'Internal Server Error' }, 500);
  });
  return app;
};

const tooLarge = (): never => {
  throw new HttpError(413, {
    message: 'Payload Too Large',
    errors: [{ field: 'body', reason: VALIDATION_TEXT.tooLong }],
  });
};
