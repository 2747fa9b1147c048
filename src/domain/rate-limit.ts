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
] as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[number];

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
