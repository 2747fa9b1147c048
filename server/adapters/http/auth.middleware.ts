import { Effect } from 'effect';
import type { Context, MiddlewareHandler } from 'hono';
import type { Operation } from '../../../src/contract/operation';
import type { PolicyDocument } from '../../../src/domain/policies';
import type { AccountsRepository } from '../../ports/accounts.port';
import { sessionCaller } from '../../bindings/admission';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { JwtService } from '../security/jwt';
import type { ResponseFacts } from './cache/response-facts';
import type { Actor, AppEnv } from './env';
import { unauthorized } from './http-error';
import { clientAddress } from './rate-limit';

/** A concrete path matches an operation's path: each `{param}` stands for one segment. */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z0-9_]+\}/g, '[^/]+')}$`);

/**
 * Whether a request never reads the token: it is for an operation with `auth: 'none'` (signing in with a
 * stale token in storage must still work, and a public page or document does not depend on who asks),
 * and no operation that reads the token shares its method and path.
 */
export const ignoresToken = (operations: readonly Operation[]) => {
  const byMethod = new Map<string, { pattern: RegExp; none: boolean }[]>();
  for (const op of operations) {
    const method = op.method.toUpperCase();
    byMethod.set(method, [
      ...(byMethod.get(method) ?? []),
      { pattern: pathPattern(op.path), none: op.auth === 'none' },
    ]);
  }
  return (method: string, path: string): boolean => {
    const matching = (byMethod.get(method === 'HEAD' ? 'GET' : method) ?? []).filter((r) =>
      r.pattern.test(path),
    );
    return matching.length > 0 && matching.every((r) => r.none);
  };
};

/**
 * Sets `actor` for every /api request. A token that is present must be valid: forged, expired, or
 * outdated (role or token version changed, account gone) answers 401 `Unauthorized` even on routes that
 * visitors may call, so a bad token is never silently treated as a visitor; operations with `auth:
 * 'none'` never read it (the document declares no 401 for them). Re-reading role and
 * token version per request makes a demotion effective immediately.
 */
export const authMiddleware = (
  jwt: JwtService,
  accounts: AccountsRepository,
  limits: {
    limiter: RateLimiter;
    trustProxy: boolean;
    /** The API's operations: requests for one whose `auth` is 'none' never read the token. */
    operations: readonly Operation[];
    /** The app's clock: whether a suspension is still in force. */
    clock: () => Date;
    /** The required documents a member has not agreed to in force (the re-consent rule, issue 23). */
    consentsDue: (userId: number) => Promise<readonly PolicyDocument[]>;
  },
  /** The response cache and its invalidation channel (cache/), for the route registration. */
  responses?: ResponseFacts,
): MiddlewareHandler<AppEnv> => {
  const tokenFree = ignoresToken(limits.operations);
  return async (c, next) => {
    // The request facts the abuse limits and the response cache read, set here rather than in a
    // middleware of their own (each Hono layer costs every request).
    c.set('responses', responses);
    c.set('limiter', limits.limiter);
    c.set('consentsDue', limits.consentsDue);
    c.set('clientIp', clientAddress(c, limits.trustProxy));
    c.set('actor', null);
    c.set('profileComplete', true);
    c.set('accountCreatedAt', null);
    c.set('suspension', null);
    c.set('guardianPending', false);
    const header = c.req.header('Authorization');
    if (header === undefined || tokenFree(c.req.method, c.req.path)) return next();
    const match = /^Bearer ([A-Za-z0-9_\-.]{1,4096})$/.exec(header.trim());
    if (!match?.[1]) throw unauthorized();
    const claims = await jwt.verify(match[1]);
    if (!claims) throw unauthorized();
    const caller = sessionCaller(
      claims,
      await Effect.runPromise(accounts.sessionFacts(claims.userId)),
      limits.clock(),
    );
    if (!caller) throw unauthorized();
    c.set('actor', caller.actor);
    c.set('profileComplete', caller.profileComplete);
    c.set('accountCreatedAt', caller.accountCreatedAt);
    c.set('suspension', caller.suspension);
    c.set('guardianPending', caller.guardianPending === true);
    return next();
  };
};

/** The signed-in actor, or a 401 `Unauthorized` for visitors. */
export const requireActor = (c: Context<AppEnv>): NonNullable<Actor> => {
  const actor = c.get('actor');
  if (!actor) throw unauthorized();
  return actor;
};
