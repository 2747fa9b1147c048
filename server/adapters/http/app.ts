import { Effect } from 'effect';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { API_OPERATIONS } from '../../../src/contract/api';
import { VALIDATION_TEXT } from '../../../src/domain/text/validation';
import { consentsDueOf } from '../../application/policies/consents.use-case';
import { inProcessBus } from '../bus/in-process-bus';
import { accountsRepository } from '../db/accounts.repository';
import { keptSessionFacts } from '../db/kept-facts';
import { createRateLimiter, type RateLimiter } from '../rate-limit/rate-limiter';
import { batchedViewCounter } from '../views/view-counter';
import { memoryViewWindows } from '../views/memory-view-windows';
import { writeViews } from '../views/write-views';
import { authMiddleware } from './auth.middleware';
import { createFastPath, registerFastPath } from './cache/fast-path';
import { visitorKeysOf } from './cache/fast-visitor';
import { createResponseCache } from './cache/response-cache';
import type { AppDeps } from './deps';
import type { AppEnv } from './env';
import { pageResponder } from './head/page-responder';
import { siteRoutes } from './head/site-routes';
import { HttpError } from './http-error';
import { createMetrics, metricsMiddleware, registerMetricsRoute } from './metrics';
import { allowedMethods } from './operation-routes';
import { requestLog } from './request-log';
import { ruleDepsOf } from './rule-deps';
import { API_ROUTES } from './routes';
import { staticFiles } from './static-files';

export type { AppDeps } from './deps';

/** One process's views, in memory and written every VIEW_FLUSH_SECONDS (start.ts passes its own). */
const defaultViewCounter = (deps: AppDeps) =>
  batchedViewCounter({
    write: (batch) => writeViews(deps.db, batch),
    windows: memoryViewWindows(),
    flushMs: deps.config.viewFlushSeconds * 1000,
    logger: deps.logger,
  });

/**
 * The whole HTTP surface: /api routes, JSON errors and the browser app. Fixed headers (security,
 * no-store) are added by the Node listener around it (listener.ts); JSON over 1 KB is compressed by
 * `respond`/`sendJson`, static files are precompressed.
 */
export const createApp = (given: AppDeps, options: { preloadStatic?: boolean } = {}): Hono<AppEnv> => {
  // One bus for the whole app: the routes that create notifications and the stream must share it.
  const bus = given.bus ?? inProcessBus();
  // Anonymous answers, forgotten when a write announces its scopes on the bus (cache/).
  const responseCache = given.responseCache ?? createResponseCache({ channel: bus, clock: given.clock });
  // Prometheus metrics only when a token guards them (metrics.ts): one registry per app.
  const metricsToken = given.config.metricsToken;
  const metrics = metricsToken
    ? (given.metrics ??
      createMetrics({ operations: API_OPERATIONS, db: given.db, cacheStats: responseCache.stats }))
    : undefined;
  const deps: AppDeps = {
    ...given,
    bus,
    rateLimiter: given.rateLimiter ?? createRateLimiter(given.config.rateLimits),
    views: given.views ?? defaultViewCounter(given),
    responseCache,
    ...(metrics ? { metrics } : {}),
  };
  const responses = { cache: responseCache, channel: bus };
  const app = new Hono<AppEnv>();
  // Fresh cached answers to anonymous reads, written by the listener before Hono (cache/fast-path.ts).
  registerFastPath(
    app,
    createFastPath({
      cache: responseCache,
      logger: deps.logger,
      clock: deps.clock,
      views: deps.views as NonNullable<AppDeps['views']>,
      visitorKeys: visitorKeysOf(deps),
      metrics,
    }),
  );
  app.use(requestLog(deps.logger));
  if (metrics && metricsToken) {
    app.use(metricsMiddleware(metrics));
    registerMetricsRoute(app, metrics, metricsToken);
  }
  // Request bodies are bounded per operation by the route registration (operation-routes.ts), whatever
  // their content type, and the listener closes a connection whose body was left unread (listener.ts).
  app.use(
    '/api/*',
    authMiddleware(
      deps.jwt,
      deps.changes
        ? keptSessionFacts(accountsRepository(deps.db), deps.changes)
        : accountsRepository(deps.db),
      {
        limiter: deps.rateLimiter as RateLimiter,
        trustProxy: deps.config.trustProxy,
        operations: API_OPERATIONS,
        clock: deps.clock,
        consentsDue: (userId) => Effect.runPromise(consentsDueOf(ruleDepsOf(deps).consents, userId)),
      },
      responses,
    ),
  );
  for (const routes of API_ROUTES) app.route('/api', routes(deps));
  // Reached only when no route took the request: a known path with another method is a 405 with Allow.
  const allowed = allowedMethods(API_OPERATIONS);
  app.all('/api/*', (c, next) => {
    const allow = allowed(c.req.path);
    if (allow.length === 0) return next();
    return c.json({ message: 'Method Not Allowed' }, 405, { Allow: allow.join(', ') });
  });
  // robots.txt, the sitemap and the web app manifest, then the app's pages, each with its own head.
  app.route('/', siteRoutes(deps));
  if (deps.config.staticDir)
    app.use(
      '*',
      staticFiles(deps.config.staticDir, { preload: options.preloadStatic, page: pageResponder(deps) }),
    );

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
