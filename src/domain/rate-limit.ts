/**
 * Abuse limits: the named policies an API operation can carry (`rateLimit` in its operation table).
 * What each policy counts and its default budget are the server's configuration (README, "Abuse
 * limits"); the names are shared so the contract, the server and the Korean texts agree.
 */
export const RATE_LIMIT_POLICIES = [
  'signIn',
  'signUp',
  'passwordReset',
  'oauth',
  'comment',
  'post',
  'like',
  'follow',
  'consultation',
  'report',
  'takedown',
] as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[number];

/** How long the browser's HTTP client waits for an answer (spec section 7: a plain 5000 ms timeout). */
export const CLIENT_WAIT_MS = 5000;

/**
 * The longest the server holds back a failed sign-in's answer (its deliberate slowing of guesses,
 * RATE_LIMIT_SIGN_IN_DELAY_MAX_MS may only lower it). It leaves 2 s of the client's wait for the password
 * check and the network, so the browser always reads the server's reason, never its own timeout. The
 * slowing only paces guesses within the account's failure budget; the budget's 429 is the lock.
 */
export const SIGN_IN_MAX_DELAY_MS = CLIENT_WAIT_MS - 2000;

/** Seconds until a limit frees up, as the wait a person reads: whole minutes past a minute, hours past an hour. */
export type RetryWait =
  | { readonly unit: 'seconds'; readonly value: number }
  | { readonly unit: 'minutes'; readonly value: number }
  | { readonly unit: 'hours'; readonly value: number };

export const retryWait = (seconds: number): RetryWait => {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return { unit: 'seconds', value: s };
  if (s < 3600) return { unit: 'minutes', value: Math.ceil(s / 60) };
  return { unit: 'hours', value: Math.ceil(s / 3600) };
};
