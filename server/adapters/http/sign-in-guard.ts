import type { Context } from 'hono';
import { signInDelayMs } from '../rate-limit/rate-limit-rules';
import type { AppEnv } from './env';
import { tooManyRequests } from './rate-limit';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Password guessing: failed sign-ins count per client address and per account (the email, known or
 * not, so the answer never tells which emails exist). An account's failures first slow its answers
 * down (RATE_LIMIT_SIGN_IN_DELAY_*), then past its budget every attempt, right password or not, gets
 * 429 until the window ends. A success clears the account's count, and so does a password reset
 * (user.routes.ts). Social account links use the same guard with the account they would join. The
 * slowing never passes SIGN_IN_MAX_DELAY_MS (src/domain/rate-limit.ts), so the browser, which waits
 * CLIENT_WAIT_MS, reads the reason instead of its own timeout.
 */
export const signInGuard = (c: Context<AppEnv>, email: string) => {
  const limiter = c.get('limiter');
  const { budgets, signInDelay } = limiter.config;
  const ipKey = `ip:${c.get('clientIp')}`;
  const accountKey = `e:${email}`;
  return {
    /** Throws the 429 while either budget is spent. */
    before: async () => {
      const [ip, account] = await Promise.all([
        limiter.peek('signInIp', ipKey),
        limiter.peek('signInAccount', accountKey),
      ]);
      const waits = [
        ip && ip.consumed >= budgets.signInIp.points ? ip.msBeforeNext : 0,
        account && account.consumed >= budgets.signInAccount.points ? account.msBeforeNext : 0,
      ];
      const wait = Math.max(...waits);
      if (wait > 0) {
        c.get('metrics')?.refused('signIn');
        throw tooManyRequests('signIn', wait / 1000);
      }
    },
    /** Counts a failure, then holds the answer back as the account's failures grow. */
    failed: async () => {
      const [, account] = await Promise.all([
        limiter.record('signInIp', ipKey),
        limiter.record('signInAccount', accountKey),
      ]);
      const delay = signInDelayMs(signInDelay, account.consumed);
      if (delay > 0) await sleep(delay);
    },
    succeeded: () => limiter.forget('signInAccount', accountKey),
  };
};
