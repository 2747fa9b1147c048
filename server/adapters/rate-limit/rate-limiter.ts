import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Logger } from '../log/logger';
import { BUDGETS, type BudgetName, type RateLimitConfig } from './rate-limit-rules';

/** The state of one budget for one key. */
export type BudgetState = { readonly consumed: number; readonly msBeforeNext: number };

/**
 * Counters for every budget of the configuration, in memory (one process) or in Redis (shared by
 * every process that uses the same Redis and prefix). Store errors never fail a request: a Redis
 * outage falls back to per-process memory counters (rate-limiter-flexible's insurance limiter).
 */
export interface RateLimiter {
  readonly config: RateLimitConfig;
  /** Spends one point of each budget; the longest wait in seconds when any is exhausted, else null. */
  consume(budgets: readonly BudgetName[], key: string): Promise<number | null>;
  /** How much of a budget a key has spent, without spending (null: nothing yet). */
  peek(budget: BudgetName, key: string): Promise<BudgetState | null>;
  /** Spends one point whatever is left and returns the new state (sign-in failures). */
  record(budget: BudgetName, key: string): Promise<BudgetState>;
  /** Forgets a key's spending (a successful sign-in clears its failures). */
  forget(budget: BudgetName, key: string): Promise<void>;
  close(): Promise<void>;
}

const stateOf = (res: RateLimiterRes): BudgetState => ({
  consumed: res.consumedPoints,
  msBeforeNext: res.msBeforeNext,
});

export const createRateLimiter = (
  config: RateLimitConfig,
  options: { redisUrl?: string | undefined; logger?: Logger } = {},
): RateLimiter => {
  const redis = options.redisUrl
    ? // Commands wait for the first connection (so the first requests already share the budget); during
      // an outage each fails after one retry and the memory insurance limiter answers instead.
      new Redis(options.redisUrl, { maxRetriesPerRequest: 1 })
    : null;
  // ioredis reports a lost connection as an 'error' event; without a listener Node would crash.
  redis?.on('error', (error: Error) => options.logger?.warn({ err: error.message }, 'rate limit store'));
  const limiters = new Map<BudgetName, RateLimiterAbstract>();
  for (const name of Object.keys(BUDGETS) as BudgetName[]) {
    const { points, seconds } = config.budgets[name];
    const keyPrefix = `${config.prefix}:${name}`;
    const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix });
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({
            storeClient: redis,
            points,
            duration: seconds,
            keyPrefix,
            insuranceLimiter: memory,
          })
        : memory,
    );
  }
  const limiter = (name: BudgetName): RateLimiterAbstract => {
    const found = limiters.get(name);
    if (!found) throw new Error(`unknown rate limit budget ${name}`);
    return found;
  };

  return {
    config,
    consume: async (budgets, key) => {
      let wait: number | null = null;
      for (const name of budgets) {
        try {
          await limiter(name).consume(key);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          wait = Math.max(wait ?? 0, Math.ceil(rejection.msBeforeNext / 1000));
        }
      }
      return wait;
    },
    peek: async (budget, key) => {
      const res = await limiter(budget).get(key);
      return res ? stateOf(res) : null;
    },
    record: async (budget, key) => {
      try {
        return stateOf(await limiter(budget).penalty(key, 1));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return stateOf(rejection);
        throw rejection;
      }
    },
    forget: async (budget, key) => {
      await limiter(budget).delete(key);
    },
    close: async () => {
      redis?.disconnect();
    },
  };
};
