import { createServer } from 'node:http';
import { Effect } from 'effect';
import type { Config } from './config';
import { accountsRepository } from './adapters/db/accounts.repository';
import { type Database, openDatabase } from './adapters/db/client';
import { demoAccountsTable, seedDemoIfEmpty } from './adapters/db/seed/seed-demo';
import { inProcessBus } from './adapters/bus/in-process-bus';
import { redisBus } from './adapters/bus/redis-bus';
import { createApp } from './adapters/http/app';
import type { AppDeps } from './adapters/http/deps';
import { type Drain, trackRequests } from './adapters/http/drain';
import { createListener } from './adapters/http/listener';
import { mailerFor } from './adapters/mail/mailers';
import { createRateLimiter } from './adapters/rate-limit/rate-limiter';
import { jobClaims } from './adapters/db/job-claims';
import { scheduledJobsOf } from './adapters/scheduler/jobs';
import { startScheduler } from './adapters/scheduler/scheduler';
import { YOUTH_SCOPE } from './adapters/http/cache/cached-operations';
import { memoryViewWindows } from './adapters/views/memory-view-windows';
import { redisViewWindows } from './adapters/views/redis-view-windows';
import { batchedViewCounter } from './adapters/views/view-counter';
import { writeViews } from './adapters/views/write-views';
import type { Logger } from './adapters/log/logger';
import { jwtService } from './adapters/security/jwt';
import { resolveJwtSecret } from './adapters/security/jwt-secret';
import { passwordHashing, scryptHasher } from './adapters/security/password-hasher';
import { ensureAdmin } from './application/accounts/admin.use-case';
import { SHUTDOWN_GRACE_MS } from './shutdown';
import {
  notificationPreferencesRepository,
  pushSubscriptionsRepository,
} from './adapters/db/push.repository';
import { pushQueue } from './adapters/push/push-queue';
import { resolveVapidKeys } from './adapters/push/vapid-keys';
import { webPushSender } from './adapters/push/web-push-sender';

export type RunningServer = {
  url: string;
  port: number;
  database: Database;
  /**
   * Graceful stop, one log line per step: stops accepting connections, ends the notification streams,
   * lets open requests finish (up to `graceMs`, then cuts them), stops the scheduler, writes the views
   * counted in memory, closes the rate limiter and the bus, and closes the database (releasing the
   * data directory's lock).
   */
  close: (options?: { graceMs?: number }) => Promise<void>;
};

const listen = (app: ReturnType<typeof createApp>, config: Config) =>
  new Promise<{ drain: Drain; port: number }>((resolve, reject) => {
    const server = createServer(createListener(app, config.imageBaseUrl));
    const drain = trackRequests(server);
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      const address = server.address();
      resolve({ drain, port: typeof address === 'object' && address ? address.port : config.port });
    });
  });

/**
 * Opens the database (migrating it), seeds demo content on first start, ensures the configured admin,
 * and listens. Used by server/main.ts, the e2e server and the benchmark.
 */
export const startServer = async (config: Config, logger: Logger): Promise<RunningServer> => {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleConnectionError: (error) =>
      logger.warn({ err: error.message }, 'a pooled database connection closed'),
  });
  try {
    const jwt = jwtService(resolveJwtSecret(config.jwtSecret, config.dataDir));
    const hasher = scryptHasher();
    const bus = config.redisUrl ? redisBus(config.redisUrl) : inProcessBus();
    // Views counted in memory (windows shared through Redis when configured), written in batches.
    const views = batchedViewCounter({
      write: (batch) => writeViews(database.db, batch),
      windows: config.redisUrl
        ? redisViewWindows(config.redisUrl, `${config.rateLimits.prefix}:views`, logger)
        : memoryViewWindows(),
      flushMs: config.viewFlushSeconds * 1000,
      logger,
    });
    // With REDIS_URL every process counts against the same budgets.
    const rateLimiter = createRateLimiter(config.rateLimits, { redisUrl: config.redisUrl, logger });
    const mailer = mailerFor(config, logger);
    // Web push (issue 27): the VAPID pair from the configuration or the data directory; sends leave
    // the request through an in-process queue.
    const vapid = resolveVapidKeys(
      { publicKey: config.push.vapidPublicKey, privateKey: config.push.vapidPrivateKey },
      config.dataDir,
    );
    const pushes = pushQueue({
      preferences: notificationPreferencesRepository(database.db),
      subscriptions: pushSubscriptionsRepository(database.db),
      sender: webPushSender(vapid, config.push.subject),
      onError: (error) => logger.warn({ err: error }, 'push not sent'),
    });
    const shutdown = new AbortController();
    const deps: AppDeps = {
      config,
      db: database.db,
      ...(database.changes ? { changes: database.changes } : {}),
      logger,
      jwt,
      hasher,
      clock: () => new Date(),
      bus,
      views,
      rateLimiter,
      mailer,
      shutdown: shutdown.signal,
      push: { queue: pushes, publicKey: vapid.publicKey },
    };
    if (config.seedDemo) {
      const accounts = await seedDemoIfEmpty(deps, { password: config.demoPassword });
      if (accounts) console.info(demoAccountsTable(accounts, config.demoPassword !== undefined));
    }
    if (config.adminEmail && config.adminPassword) {
      const outcome = await Effect.runPromise(
        ensureAdmin(
          { accounts: accountsRepository(database.db), hasher },
          config.adminEmail,
          config.adminPassword,
        ),
      );
      logger.info({ email: config.adminEmail, outcome }, 'admin account');
    }
    const app = createApp(deps, { preloadStatic: true });
    const { drain, port } = await listen(app, config);
    // Periodic fetches (news, competition feed): only what the configuration turns on.
    // Every scheduled job writes youth data (news, competitions): cached youth answers go stale.
    const jobs = scheduledJobsOf(deps).map((job) => ({
      ...job,
      run: async (signal: AbortSignal) => {
        try {
          await job.run(signal);
        } finally {
          bus.announce([YOUTH_SCOPE]);
        }
      },
    }));
    const scheduler = startScheduler(jobs, {
      claim: jobClaims(database.db),
      clock: deps.clock,
      onError: (job, error) => logger.error({ err: error, job }, 'scheduled job failed'),
    });
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    let closing: Promise<void> | undefined;
    const close = ({ graceMs = SHUTDOWN_GRACE_MS } = {}) =>
      (closing ??= (async () => {
        const drained = drain.close(graceMs);
        logger.info(
          { openRequests: drain.openRequests(), graceMs },
          'shutdown: stopped accepting connections; open requests may finish',
        );
        shutdown.abort();
        logger.info('shutdown: notification streams told to end');
        const stopped = scheduler.stop();
        const { forced } = await drained;
        if (forced > 0)
          logger.warn({ forced, graceMs }, 'shutdown: requests still open at the deadline were cut');
        else logger.info('shutdown: every open request finished; connections closed');
        // A step that fails is logged and the rest still run: the database must close whatever happens.
        let failed = false;
        const step = async (done: string, run: () => Promise<unknown>) => {
          try {
            await run();
            logger.info(`shutdown: ${done}`);
          } catch (error) {
            failed = true;
            logger.error({ err: error, step: done }, 'shutdown: a step failed; going on');
          }
        };
        await step('scheduler stopped', () => stopped);
        await step('push queue stopped', () => pushes.close());
        // After the last request: a sign-in in flight has had its hash.
        await step('password hashing threads stopped', () => passwordHashing.close());
        // After the last request: every view counted so far reaches the database.
        await step('counted views written', () => views.close());
        await step('rate limiter and notification bus closed', () =>
          Promise.allSettled([rateLimiter.close(), bus.close()]).then((results) => {
            for (const result of results) if (result.status === 'rejected') throw result.reason;
          }),
        );
        await step(
          database.engine === 'pglite'
            ? 'database closed; data directory lock released'
            : 'database connections closed',
          () => database.close(),
        );
        if (failed) throw new Error('the shutdown finished with errors (logged above)');
      })());
    return { url: `http://${shownHost}:${port}`, port, database, close };
  } catch (error) {
    await database.close();
    throw error;
  }
};
