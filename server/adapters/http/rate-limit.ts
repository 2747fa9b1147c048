import type { Context } from 'hono';
import { type RateLimitPolicy, retryWait } from '../../../src/domain/rate-limit';
import { RATE_LIMIT_TEXT } from '../../../src/domain/text/rate-limit';
import { NEW_ACCOUNT_MS, POLICIES } from '../rate-limit/rate-limit-rules';
import type { AppEnv } from './env';
import { HttpError } from './http-error';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

/**
 * The client address: the socket's peer, or the first X-Forwarded-For hop when TRUST_PROXY says a
 * proxy sets it (otherwise anyone could pick their own address by sending the header).
 */
export const clientAddress = (c: Context, trustProxy: boolean): string => {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return (forwarded || (c.env as NodeBindings)?.incoming?.socket?.remoteAddress || '').slice(0, 64);
};

/** 429 with Retry-After (whole seconds) and the Korean text of the policy, which the app shows as a toast. */
export const tooManyRequests = (policy: RateLimitPolicy, seconds: number): HttpError => {
  const wait = Math.max(1, Math.ceil(seconds));
  return new HttpError(
    429,
    { message: 'Too Many Requests', detailedMessage: RATE_LIMIT_TEXT.message(policy, retryWait(wait)) },
    { 'Retry-After': String(wait) },
  );
};

/**
 * Spends one request of `policy` for this request's user (or client address for visitors) and
 * throws the 429 when a budget is exhausted. Operations name their policy in their table
 * (`rateLimit`), and the route registration calls this; a handler may call it for a policy that
 * depends on the body.
 */
export const enforceRateLimit = async (
  c: Context<AppEnv>,
  policy: RateLimitPolicy,
  now: Date = new Date(),
): Promise<void> => {
  const spec = POLICIES[policy];
  const actor = c.get('actor');
  const key = spec.key === 'user' && actor ? `u:${actor.id}` : `ip:${c.get('clientIp')}`;
  const createdAt = c.get('accountCreatedAt');
  const isNew = createdAt !== null && now.getTime() - createdAt.getTime() < NEW_ACCOUNT_MS;
  const budgets = isNew && spec.newAccount ? [...spec.always, ...spec.newAccount] : spec.always;
  const wait = await c.get('limiter').consume(budgets, key);
  if (wait !== null) {
    c.get('metrics')?.refused(policy);
    throw tooManyRequests(policy, wait);
  }
};
