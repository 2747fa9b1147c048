import { Effect } from 'effect';
import type { Context, MiddlewareHandler } from 'hono';
import type { AccountsRepository } from '../../ports/accounts.port';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { JwtService } from '../security/jwt';
import type { Actor, AppEnv } from './env';
import { unauthorized } from './http-error';
import { clientAddress } from './rate-limit';

/** Paths that never read the token: signing in with a stale token in storage must still work. */
const IGNORES_TOKEN = /^\/api\/(auth\/|health$)/;

/**
 * Sets `actor` for every /api request. A token that is present must be valid: forged, expired, or
 * outdated (role or token version changed, account gone) answers 401 `Unauthorized` even on routes that
 * visitors may call, so a bad token is never silently treated as a visitor. Re-reading role and
 * token version per request makes a demotion effective immediately.
 */
export const authMiddleware =
  (
    jwt: JwtService,
    accounts: AccountsRepository,
    limits: { limiter: RateLimiter; trustProxy: boolean },
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // The request facts the abuse limits read, set here rather than in a middleware of their own
    // (each Hono layer costs every request).
    c.set('limiter', limits.limiter);
    c.set('clientIp', clientAddress(c, limits.trustProxy));
    c.set('actor', null);
    c.set('profileComplete', true);
    c.set('accountCreatedAt', null);
    const header = c.req.header('Authorization');
    if (header === undefined || IGNORES_TOKEN.test(c.req.path)) return next();
    const match = /^Bearer ([A-Za-z0-9_\-.]{1,4096})$/.exec(header.trim());
    if (!match?.[1]) throw unauthorized();
    const claims = await jwt.verify(match[1]);
    if (!claims) throw unauthorized();
    const facts = await Effect.runPromise(accounts.sessionFacts(claims.userId));
    if (!facts || facts.role !== claims.role || facts.tokenVersion !== claims.tokenVersion)
      throw unauthorized();
    c.set('actor', { id: claims.userId, role: facts.role });
    c.set('profileComplete', facts.profileComplete);
    c.set('accountCreatedAt', facts.createdAt);
    return next();
  };

/** The signed-in actor, or a 401 `Unauthorized` for visitors. */
export const requireActor = (c: Context<AppEnv>): NonNullable<Actor> => {
  const actor = c.get('actor');
  if (!actor) throw unauthorized();
  return actor;
};
