import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { type Config, loadConfig } from '../../../server/config';
import type { Database, Db, Engine } from '../../../server/adapters/db/client';
import { users } from '../../../server/adapters/db/schema';
import { inProcessBus } from '../../../server/adapters/bus/in-process-bus';
import { createApp } from '../../../server/adapters/http/app';
import { createResponseCache } from '../../../server/adapters/http/cache/response-cache';
import { memoryViewWindows } from '../../../server/adapters/views/memory-view-windows';
import { batchedViewCounter } from '../../../server/adapters/views/view-counter';
import { writeViews } from '../../../server/adapters/views/write-views';
import type { AppDeps } from '../../../server/adapters/http/deps';
import type { AppEnv } from '../../../server/adapters/http/env';
import { createListener } from '../../../server/adapters/http/listener';
import { createLogger, type Logger } from '../../../server/adapters/log/logger';
import { type JwtService, jwtService } from '../../../server/adapters/security/jwt';
import { scryptHasher } from '../../../server/adapters/security/password-hasher';
import type { Mailer } from '../../../server/ports/password-reset.port';
import type { RateLimiter } from '../../../server/adapters/rate-limit/rate-limiter';
import type { Role } from '../../../src/domain/role';
import { RELAXED_RATE_LIMIT_ENV } from '../../fixtures/relaxed-limits';
import { signUpBody } from '../../fixtures/new-member';
import { openTestDatabase, resetTables } from './test-database';

export { ENGINES } from './test-database';

export const TEST_JWT_SECRET = 'integration-test-secret-0123456789abcdef';

export type TestUser = {
  id: number;
  token: string;
  email: string;
  password: string;
  nickname: string;
  role: Role;
};

export type TestApp = {
  app: Hono<AppEnv>;
  db: Db;
  database: Database;
  deps: AppDeps;
  jwt: JwtService;
  engine: Engine;
  request: (
    method: string,
    path: string,
    options?: { token?: string; json?: unknown; headers?: Record<string, string> },
  ) => Promise<Response>;
  signUp: (options?: {
    role?: Role;
    nickname?: string;
    email?: string;
    password?: string;
    /** Extra request headers (X-Forwarded-For in the rate-limit tests). */
    headers?: Record<string, string>;
  }) => Promise<TestUser>;
  /** Serves the app on a real local port through the production listener (fixed headers included). */
  listen: () => Promise<{ url: string; close: () => Promise<void> }>;
  /** Writes the views counted in memory (they are written in batches, adapters/views/). */
  flushViews: () => Promise<void>;
  /** Empties every table between tests (and forgets cached answers and counted views). */
  reset: () => Promise<void>;
  /** Closes the database (and the rate limiter's Redis connection, if any). */
  close: () => Promise<void>;
};

let counter = 0;

/**
 * The Hono app over a freshly migrated database, called in-process. Create one per test file (beforeAll)
 * and `reset()` between tests: migrating a new PGlite costs seconds, a truncate milliseconds.
 */
export const createTestApp = async (
  options: {
    engine?: Engine;
    config?: Partial<Config>;
    /** Environment entries read by loadConfig (rate limits, OAuth providers, SMTP). */
    env?: Record<string, string>;
    clock?: () => Date;
    logger?: Logger;
    mailer?: Mailer;
    /** Counters other than the in-memory ones createApp makes from the configuration (Redis). */
    rateLimiter?: (config: Config) => RateLimiter;
    /** The server's shutdown signal (start.ts aborts it when a stop begins): long-lived streams end. */
    shutdown?: AbortSignal;
    /** Web push's queue and VAPID public key (issue 27); absent: nothing is pushed. */
    push?: AppDeps['push'];
  } = {},
): Promise<TestApp> => {
  const engine = options.engine ?? 'pglite';
  const database = await openTestDatabase(engine);
  const config: Config = {
    ...loadConfig({
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ...RELAXED_RATE_LIMIT_ENV,
      ...options.env,
    }),
    dataDir: mkdtempSync(join(tmpdir(), 'kickoff-test-')),
    staticDir: '',
    ...options.config,
  };
  const jwt = jwtService(TEST_JWT_SECRET);
  const clock = options.clock ?? (() => new Date());
  // Held here so that reset() can forget what the app remembers of the rows it empties.
  const bus = inProcessBus();
  const views = batchedViewCounter({
    write: (batch) => writeViews(database.db, batch),
    windows: memoryViewWindows(),
    flushMs: config.viewFlushSeconds * 1000,
  });
  const responseCache = createResponseCache({ channel: bus, clock });
  const deps: AppDeps = {
    config,
    db: database.db,
    ...(database.changes ? { changes: database.changes } : {}),
    logger: options.logger ?? createLogger('silent'),
    jwt,
    // Cheap parameters: the tests exercise behaviour, not the work factor.
    hasher: scryptHasher({ N: 2 ** 10, r: 8, p: 1 }),
    clock,
    bus,
    views,
    responseCache,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter(config) } : {}),
    ...(options.shutdown ? { shutdown: options.shutdown } : {}),
    ...(options.push ? { push: options.push } : {}),
  };
  const app = createApp(deps);

  const request: TestApp['request'] = (method, path, { token, json, headers = {} } = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (token) h.Authorization = `Bearer ${token}`;
    if (json !== undefined) {
      h['Content-Type'] = 'application/json';
      init.body = JSON.stringify(json);
    }
    return Promise.resolve(app.request(path, init));
  };

  const signUp: TestApp['signUp'] = async ({ role = 'USER', headers, ...given } = {}) => {
    counter += 1;
    const n = `${process.pid % 1000}${counter}`;
    const body = signUpBody({
      email: given.email ?? `user${n}@example.com`,
      password: given.password ?? 'password-1234',
      nickname: given.nickname ?? `사용자${n}`,
    });
    const res = await request('POST', '/api/auth/sign-up', { json: body, headers });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    let { token } = (await res.json()) as { token: string };
    const [row] = await database.db.select().from(users).where(eq(users.email, body.email));
    if (!row) throw new Error('signed-up user not found');
    if (role !== 'USER') {
      await database.db.update(users).set({ role }).where(eq(users.id, row.id));
      token = await jwt.sign({ userId: row.id, role, tokenVersion: row.tokenVersion });
    }
    return { id: row.id, token, email: body.email, password: body.password, nickname: body.nickname, role };
  };

  const listen: TestApp['listen'] = () =>
    new Promise((resolve) => {
      const server = createServer(createListener(app, config.imageBaseUrl));
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          url: `http://127.0.0.1:${port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              server.closeAllConnections();
            }),
        });
      });
    });

  return {
    app,
    listen,
    db: database.db,
    database,
    deps,
    jwt,
    engine,
    request,
    signUp,
    flushViews: () => views.flush(),
    reset: async () => {
      await views.clear();
      await resetTables(database);
      responseCache.clear();
    },
    close: async () => {
      await views.close();
      await deps.rateLimiter?.close();
      await database.close();
    },
  };
};
