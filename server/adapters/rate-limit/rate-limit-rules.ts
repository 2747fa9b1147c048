import { type RateLimitPolicy, SIGN_IN_MAX_DELAY_MS } from '../../../src/domain/rate-limit';

/** One budget: `points` requests per `seconds`, counted per key (an IP, an account or a user). */
export type Budget = { readonly points: number; readonly seconds: number };

/**
 * Every budget, its environment variable (`RATE_LIMIT_<NAME>=<points>/<duration>`, duration in s, m,
 * h or d) and its default. README's "Abuse limits" table is this list.
 */
export const BUDGETS = {
  signInIp: { env: 'RATE_LIMIT_SIGN_IN_IP', fallback: '30/15m', counts: 'failed sign-ins per IP' },
  signInAccount: {
    env: 'RATE_LIMIT_SIGN_IN_ACCOUNT',
    fallback: '10/15m',
    counts: 'failed sign-ins per account (email); delays grow before it',
  },
  signUpIp: { env: 'RATE_LIMIT_SIGN_UP_IP', fallback: '5/1h', counts: 'sign-ups per IP' },
  passwordResetIp: { env: 'RATE_LIMIT_PASSWORD_RESET_IP', fallback: '5/1h', counts: 'reset requests per IP' },
  passwordResetEmail: {
    env: 'RATE_LIMIT_PASSWORD_RESET_EMAIL',
    fallback: '3/1h',
    counts: 'reset requests per email address',
  },
  oauthIp: {
    env: 'RATE_LIMIT_OAUTH_IP',
    fallback: '30/15m',
    counts: 'social sign-in starts and callbacks per IP',
  },
  commentInterval: {
    env: 'RATE_LIMIT_COMMENT_INTERVAL',
    fallback: '1/10s',
    counts: 'comments and replies per user (minimum interval)',
  },
  commentHourly: {
    env: 'RATE_LIMIT_COMMENT_HOURLY',
    fallback: '60/1h',
    counts: 'comments and replies per user',
  },
  commentNewAccount: {
    env: 'RATE_LIMIT_COMMENT_NEW_ACCOUNT',
    fallback: '20/1h',
    counts: 'comments and replies per user in the account’s first day',
  },
  postInterval: {
    env: 'RATE_LIMIT_POST_INTERVAL',
    fallback: '1/1m',
    counts: 'posts per user (minimum interval)',
  },
  postHourly: { env: 'RATE_LIMIT_POST_HOURLY', fallback: '10/1h', counts: 'posts per user' },
  postNewAccount: {
    env: 'RATE_LIMIT_POST_NEW_ACCOUNT',
    fallback: '3/1h',
    counts: 'posts per user in the account’s first day',
  },
  likeHourly: { env: 'RATE_LIMIT_LIKE_HOURLY', fallback: '300/1h', counts: 'like toggles per user' },
  followHourly: { env: 'RATE_LIMIT_FOLLOW_HOURLY', fallback: '100/1h', counts: 'follow toggles per user' },
  consultationHourly: {
    env: 'RATE_LIMIT_CONSULTATION_HOURLY',
    fallback: '10/1h',
    counts: 'consultation requests per user',
  },
  reportHourly: { env: 'RATE_LIMIT_REPORT_HOURLY', fallback: '20/1h', counts: 'reports (신고) per user' },
  reportDaily: {
    env: 'RATE_LIMIT_REPORT_DAILY',
    fallback: '50/1d',
    counts: 'reports (신고) per user per day',
  },
  takedownDaily: {
    env: 'RATE_LIMIT_TAKEDOWN_DAILY',
    fallback: '5/1d',
    counts: 'rights-infringement requests (권리침해 신고) per client address per day',
  },
} as const;

export type BudgetName = keyof typeof BUDGETS;

/** Sign-in: failures below `after` are answered at once; then each waits `ms`, doubling, up to `maxMs`. */
export type SignInDelay = { readonly after: number; readonly ms: number; readonly maxMs: number };

export type RateLimitConfig = {
  readonly budgets: Readonly<Record<BudgetName, Budget>>;
  readonly signInDelay: SignInDelay;
  /** Key prefix in Redis, so several deployments (or test runs) can share one Redis. */
  readonly prefix: string;
};

/**
 * What each policy of src/domain/rate-limit.ts spends: `always` on every request; `newAccount` too
 * while the account is less than a day old. `key` says whom a budget counts: the signed-in user, or
 * the client address for operations visitors call.
 */
export const POLICIES: Readonly<
  Record<
    RateLimitPolicy,
    { key: 'ip' | 'user'; always: readonly BudgetName[]; newAccount?: readonly BudgetName[] }
  >
> = {
  signIn: { key: 'ip', always: ['signInIp'] },
  signUp: { key: 'ip', always: ['signUpIp'] },
  passwordReset: { key: 'ip', always: ['passwordResetIp'] },
  oauth: { key: 'ip', always: ['oauthIp'] },
  comment: { key: 'user', always: ['commentInterval', 'commentHourly'], newAccount: ['commentNewAccount'] },
  post: { key: 'user', always: ['postInterval', 'postHourly'], newAccount: ['postNewAccount'] },
  like: { key: 'user', always: ['likeHourly'] },
  follow: { key: 'user', always: ['followHourly'] },
  consultation: { key: 'user', always: ['consultationHourly'] },
  report: { key: 'user', always: ['reportHourly', 'reportDaily'] },
  takedown: { key: 'ip', always: ['takedownDaily'] },
};

/** An account younger than this spends its policy's `newAccount` budgets too. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** `30/15m` → 30 points per 900 s; null when malformed. */
export const parseBudget = (text: string): Budget | null => {
  const match = /^\s*([0-9]{1,9})\s*\/\s*([0-9]{1,6})\s*([smhd])\s*$/.exec(text);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const points = Number(match[1]);
  const seconds = Number(match[2]) * (UNIT_SECONDS[match[3]] ?? 0);
  return points >= 1 && seconds >= 1 ? { points, seconds } : null;
};

const nonNegativeInt = (text: string | undefined, fallback: number): number | null => {
  if (text === undefined || text.trim() === '') return fallback;
  return /^[0-9]{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
};

/**
 * The limits from the environment: each budget's variable or its default, and the sign-in delay
 * (RATE_LIMIT_SIGN_IN_DELAY_AFTER failures, then RATE_LIMIT_SIGN_IN_DELAY_MS doubling up to
 * RATE_LIMIT_SIGN_IN_DELAY_MAX_MS, at most SIGN_IN_MAX_DELAY_MS). Returns the first problem as text instead of throwing.
 */
export const readRateLimits = (
  env: Readonly<Record<string, string | undefined>>,
): RateLimitConfig | { error: string } => {
  const budgets = {} as Record<BudgetName, Budget>;
  for (const [name, spec] of Object.entries(BUDGETS) as [BudgetName, (typeof BUDGETS)[BudgetName]][]) {
    const given = env[spec.env];
    const budget = parseBudget(given === undefined || given.trim() === '' ? spec.fallback : given);
    if (!budget) return { error: `${spec.env} must look like 30/15m (points per s, m, h or d)` };
    budgets[name] = budget;
  }
  const after = nonNegativeInt(env.RATE_LIMIT_SIGN_IN_DELAY_AFTER, 3);
  const ms = nonNegativeInt(env.RATE_LIMIT_SIGN_IN_DELAY_MS, 500);
  const maxMs = nonNegativeInt(env.RATE_LIMIT_SIGN_IN_DELAY_MAX_MS, SIGN_IN_MAX_DELAY_MS);
  if (after === null) return { error: 'RATE_LIMIT_SIGN_IN_DELAY_AFTER must be a whole number' };
  if (ms === null) return { error: 'RATE_LIMIT_SIGN_IN_DELAY_MS must be a whole number of milliseconds' };
  if (maxMs === null || maxMs > SIGN_IN_MAX_DELAY_MS)
    return {
      error: `RATE_LIMIT_SIGN_IN_DELAY_MAX_MS must be a whole number of milliseconds up to ${SIGN_IN_MAX_DELAY_MS} (a longer hold outlasts the browser's wait, which then shows its timeout instead of the reason)`,
    };
  const prefix = env.RATE_LIMIT_PREFIX?.trim() || 'kickoff:rl';
  if (!/^[A-Za-z0-9:_-]{1,64}$/.test(prefix))
    return { error: 'RATE_LIMIT_PREFIX may hold letters, digits, colon, dash and underscore' };
  return { budgets, signInDelay: { after, ms, maxMs }, prefix };
};

/** The wait before answering the `failures`-th failed sign-in of an account. */
export const signInDelayMs = (delay: SignInDelay, failures: number): number => {
  if (failures <= delay.after || delay.ms === 0) return 0;
  const doublings = Math.min(failures - delay.after - 1, 30);
  return Math.min(delay.ms * 2 ** doublings, delay.maxMs);
};
