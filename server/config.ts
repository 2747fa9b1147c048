import * as v from 'valibot';
import { REPORT_HOLD_DEFAULT_THRESHOLD } from '../src/domain/reports';
import { KAKAO_KEY_PATTERN } from '../src/domain/share';
import { TEAM_REMINDER_DEFAULT_LEAD_MINUTES } from '../src/domain/teams';
import { type RateLimitConfig, readRateLimits } from './adapters/rate-limit/rate-limit-rules';
import { type OAuthConfig, readOAuthConfig } from './oauth-config';
import { type PolicyConfig, readPolicyConfig } from './policy-config';
import { Bool, Count, Minutes, Url, UrlList } from './config-values';
import { type PushConfig, readPushConfig } from './push-config';

/** Open notification streams one account may hold (tabs, devices); a new one past it closes the oldest. */
export const STREAMS_PER_USER = 10;
/**
 * Open notification streams one client address may hold; past it a new one is refused (429). Generous
 * for many people behind one address (a school, an office), small enough that one address cannot take
 * the server's connections (its file-descriptor limit) for itself.
 */
export const STREAMS_PER_ADDRESS = 500;

/**
 * The server's whole configuration, read once from the environment at start (DESIGN.md section 3).
 * Anything invalid stops the process with one readable line instead of a stack trace.
 */
const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9]{1,5}$/, 'PORT must be a number from 0 to 65535'),
      v.transform(Number),
      v.maxValue(65535, 'PORT must be a number from 0 to 65535'),
    ),
    '3000',
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('DATA_DIR must not be empty')), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(
        v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')),
      ),
    ),
  ),
  REDIS_URL: Url('REDIS_URL'),
  JWT_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
    ),
  ),
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (s.trim() === '' ? undefined : s.trim())),
      v.optional(v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN must be at least 16 characters'))),
    ),
  ),
  PUBLIC_URL: Url('PUBLIC_URL'),
  IMAGE_BASE_URL: Url('IMAGE_BASE_URL'),
  ADMIN_EMAIL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(v.pipe(v.string(), v.email('ADMIN_EMAIL must be an email address'))),
    ),
  ),
  ADMIN_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(
        v.pipe(v.string(), v.minLength(8, 'ADMIN_PASSWORD must be 8 to 64 characters'), v.maxLength(64)),
      ),
    ),
  ),
  DEMO_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(
        v.pipe(v.string(), v.minLength(8, 'DEMO_PASSWORD must be 8 to 64 characters'), v.maxLength(64)),
      ),
    ),
  ),
  SEED_DEMO: Bool(true),
  /** Behind a reverse proxy: read the client address from the first X-Forwarded-For hop. */
  TRUST_PROXY: Bool(false),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ),
    'info',
  ),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), 'dist'),
  /** Outgoing mail (password reset); without it messages go to `<DATA_DIR>/outbox`. */
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(
        v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must start with smtp:// or smtps://')),
      ),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty('MAIL_FROM must not be empty')),
    '"킥오프" <no-reply@kickoff.local>',
  ),
  /** RSS or Atom feeds of youth football news. */
  NEWS_FEEDS: UrlList('NEWS_FEEDS'),
  NEWS_INTERVAL_MINUTES: Minutes('NEWS_INTERVAL_MINUTES', 30),
  /** A JSON or CSV competition file to import on a schedule; unset: off. */
  COMPETITION_FEED_URL: Url('COMPETITION_FEED_URL'),
  COMPETITION_FEED_INTERVAL_MINUTES: Minutes('COMPETITION_FEED_INTERVAL_MINUTES', 60),
  /**
   * How often views counted in memory are written to the database: a crash (kill -9) loses at most
   * this many seconds of them. 1 to 3600, default 2.
   */
  VIEW_FLUSH_SECONDS: v.pipe(
    v.optional(v.string(), '2'),
    v.transform((s) => (s.trim() === '' ? '2' : s.trim())),
    v.regex(/^[0-9]{1,4}$/, 'VIEW_FLUSH_SECONDS must be a whole number of seconds from 1 to 3600'),
    v.transform(Number),
    v.minValue(1, 'VIEW_FLUSH_SECONDS must be a whole number of seconds from 1 to 3600'),
    v.maxValue(3600, 'VIEW_FLUSH_SECONDS must be a whole number of seconds from 1 to 3600'),
  ),
  STREAMS_PER_USER: Count('STREAMS_PER_USER', STREAMS_PER_USER, 1_000),
  /**
   * Distinct members with accounts at least a day old whose reports hide a target at once, pending
   * review (issue 22). 1 to 1000, default 3.
   */
  REPORT_HOLD_THRESHOLD: Count('REPORT_HOLD_THRESHOLD', REPORT_HOLD_DEFAULT_THRESHOLD, 1_000),
  /** Minutes before kick-off a followed team's reminder goes out (issue 27); 0: no reminders. Default 60. */
  TEAM_REMINDER_LEAD_MINUTES: Minutes('TEAM_REMINDER_LEAD_MINUTES', TEAM_REMINDER_DEFAULT_LEAD_MINUTES),
  STREAMS_PER_ADDRESS: Count('STREAMS_PER_ADDRESS', STREAMS_PER_ADDRESS, 1_000_000),
  /** The Kakao JavaScript key: KakaoTalk sharing through Kakao's SDK; unset: the plain share links. */
  KAKAO_JS_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(
        v.pipe(
          v.string(),
          v.regex(KAKAO_KEY_PATTERN, 'KAKAO_JS_KEY must be the JavaScript key of a Kakao app'),
        ),
      ),
    ),
  ),
});

export type Config = Readonly<{
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  /** The bearer token GET /metrics asks for; unset: no /metrics at all. */
  metricsToken?: string | undefined;
  publicUrl: string | undefined;
  imageBaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoPassword: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: string;
  staticDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  oauth: OAuthConfig;
  /** The policy pages' folder and the operator's facts they show (issue 23; policy-config.ts). */
  policies: PolicyConfig;
  rateLimits: RateLimitConfig;
  /** Web push: VAPID keys, subject, extra push service origins (issue 27; push-config.ts). */
  push: PushConfig;
  newsFeeds: readonly string[];
  /** 0: no scheduled news fetch. */
  newsIntervalMinutes: number;
  competitionFeedUrl: string | undefined;
  /** 0: no scheduled competition fetch. */
  competitionFeedIntervalMinutes: number;
  /** Seconds between the batched writes of counted views (adapters/views/). */
  viewFlushSeconds: number;
  kakaoJsKey: string | undefined;
  /** Caps on open notification streams (adapters/http/open-streams.ts). */
  streams: Readonly<{ perUser: number; perAddress: number }>;
  /** Distinct established reporters that hold a target pending review (REPORT_HOLD_THRESHOLD). */
  reportHoldThreshold: number;
  /** Minutes before kick-off a followed team's reminder goes out (TEAM_REMINDER_LEAD_MINUTES); 0: none. */
  teamReminderLeadMinutes: number;
}>;

export class ConfigError extends Error {}

/** Validates `env` and returns the configuration, or throws a ConfigError with one line of text. */
export const loadConfig = (env: Record<string, string | undefined>): Config => {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .map((k) => [k, env[k]])
      .filter(([, x]) => x !== undefined),
  );
  const result = v.safeParse(EnvSchema, picked, { abortPipeEarly: true });
  if (!result.success) {
    const issue = result.issues[0];
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${key}: ${issue.message}`);
  }
  const e = result.output;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const oauth = readOAuthConfig(env);
  if ('error' in oauth) throw new ConfigError(`Invalid configuration: ${oauth.error}`);
  const rateLimits = readRateLimits(env);
  if ('error' in rateLimits) throw new ConfigError(`Invalid configuration: ${rateLimits.error}`);
  const policies = readPolicyConfig(env);
  if ('error' in policies) throw new ConfigError(`Invalid configuration: ${policies.error}`);
  const push = readPushConfig(env);
  if ('error' in push) throw new ConfigError(`Invalid configuration: ${push.error}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    metricsToken: e.METRICS_TOKEN,
    publicUrl: e.PUBLIC_URL,
    imageBaseUrl: e.IMAGE_BASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    demoPassword: e.DEMO_PASSWORD,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oauth,
    policies,
    rateLimits,
    push,
    newsFeeds: e.NEWS_FEEDS,
    newsIntervalMinutes: e.NEWS_INTERVAL_MINUTES,
    competitionFeedUrl: e.COMPETITION_FEED_URL,
    competitionFeedIntervalMinutes: e.COMPETITION_FEED_INTERVAL_MINUTES,
    viewFlushSeconds: e.VIEW_FLUSH_SECONDS,
    kakaoJsKey: e.KAKAO_JS_KEY,
    streams: { perUser: e.STREAMS_PER_USER, perAddress: e.STREAMS_PER_ADDRESS },
    reportHoldThreshold: e.REPORT_HOLD_THRESHOLD,
    teamReminderLeadMinutes: e.TEAM_REMINDER_LEAD_MINUTES,
  };
};
