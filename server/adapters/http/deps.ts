import type { Config } from '../../config';
import type { PasswordHasher } from '../../ports/accounts.port';
import type { PushQueue } from '../../ports/push.port';
import type { ViewCounter } from '../../ports/views.port';
import type { AppBus } from '../bus/in-process-bus';
import type { Mailer } from '../../ports/password-reset.port';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import type { Logger } from '../log/logger';
import type { JwtService } from '../security/jwt';
import type { ResponseCache } from './cache/response-cache';
import type { Metrics } from './metrics-type';

/**
 * Everything a route module may use, built once by the composition root (server/main.ts) or the test
 * helper. Route modules build their repositories from `db`; time comes from `clock` so tests can pin it.
 */
export type AppDeps = {
  readonly config: Config;
  readonly db: Db;
  /**
   * The embedded database's change feed: where it is, per-request facts (session facts, likes and
   * follows) are kept until it names them (db/kept-facts.ts); without it they are read every time.
   */
  readonly changes?: ChangeFeed;
  readonly logger: Logger;
  readonly jwt: JwtService;
  readonly hasher: PasswordHasher;
  readonly clock: () => Date;
  /**
   * Live notification delivery and cache invalidations; createApp fills in an in-process bus when
   * absent.
   */
  readonly bus?: AppBus;
  /** View counting (adapters/views/); createApp fills in memory windows written every 2 s when absent. */
  readonly views?: ViewCounter;
  /** Anonymous answers (http/cache/); createApp makes one on the bus when absent. */
  readonly responseCache?: ResponseCache;
  /** Abuse limits; createApp fills in in-memory counters from `config.rateLimits` when absent. */
  readonly rateLimiter?: RateLimiter;
  /** Outgoing mail; the auth routes use SMTP_URL or the outbox directory when absent. */
  readonly mailer?: Mailer;
  /** Aborts when the server begins to shut down: long-lived responses (the notification stream) end. */
  readonly shutdown?: AbortSignal;
  /**
   * Web push (issue 27): the queue notifications are pushed through and the VAPID public key browsers
   * subscribe with. Absent: nothing is pushed and subscriptions are refused.
   */
  readonly push?: { readonly queue: PushQueue; readonly publicKey: string };
  /** Prometheus metrics (metrics.ts); createApp makes them when METRICS_TOKEN is configured. */
  readonly metrics?: Metrics;
};
