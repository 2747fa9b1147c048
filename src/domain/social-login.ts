/** Social login (Kakao, Naver, Google): the names both programs share. */
export const SOCIAL_PROVIDERS = ['kakao', 'naver', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** The `provider` of an account as the own profile shows it: how the account was created. */
export const accountProvider = (provider: SocialProvider | 'local'): string => provider.toUpperCase();

/**
 * Why a social sign-in ended on the failure page (the `reason` query parameter):
 * denied: the user refused consent; state: the callback did not belong to this browser's attempt;
 * invalid: a malformed callback; provider: the provider answered wrongly (an error, HTML, a bad ID
 * token); timeout: the provider did not answer in time; expired: a one-time code was used or too
 * old; disabled: the provider is not configured; rateLimited: too many attempts.
 */
export const OAUTH_FAILURE_REASONS = [
  'denied',
  'state',
  'invalid',
  'provider',
  'timeout',
  'expired',
  'disabled',
  'rateLimited',
] as const;
export type OAuthFailureReason = (typeof OAUTH_FAILURE_REASONS)[number];

export const isOAuthFailureReason = (value: unknown): value is OAuthFailureReason =>
  typeof value === 'string' && (OAUTH_FAILURE_REASONS as readonly string[]).includes(value);

/**
 * A first social sign-in gets this nickname until onboarding: unique, and never one a user could
 * choose (the nickname rule allows no '#'), so it cannot clash with or pass for a chosen one.
 */
export const placeholderNickname = (randomHex: string): string => `#${randomHex.slice(0, 15)}`;
export const isPlaceholderNickname = (nickname: string): boolean => nickname.startsWith('#');
