import { BUDGETS } from '../../../server/adapters/rate-limit/rate-limit-rules';

/**
 * Environment entries that lift every abuse limit out of reach: suites that sign up or sign in many
 * times from one address (integration files, the e2e server) use them; the rate-limit tests set
 * their own small budgets instead.
 */
export const RELAXED_RATE_LIMIT_ENV: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(BUDGETS).map((b) => [b.env, '1000000/1h'])),
  RATE_LIMIT_SIGN_IN_DELAY_AFTER: '1000000',
};
