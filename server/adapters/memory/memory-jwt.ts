import { Effect } from 'effect';
import { errors, jwtVerify, SignJWT } from 'jose';
import { idOf, MAX_ID } from '../../../src/domain/paths';
import { isRole } from '../../../src/domain/role';
import type { TokenIssuer } from '../../ports/accounts.port';
import type { TokenClaims } from '../security/jwt';

/*
 * Session tokens for the demo host: security/jwt.ts imports node:crypto (HKDF for the OAuth cookie's
 * key), so the browser cannot load it. These are the same tokens (jose, HS256, the same claims, issuer,
 * audience and lifetime), signed with a random 256-bit key made when the demo starts: its sessions end
 * with the tab, as its memory database does. memory-jwt.test.ts checks the two verify each other's tokens.
 */
export const DEMO_TOKEN_ISSUER = 'kickoff';
export const DEMO_TOKEN_AUDIENCE = 'kickoff:session';
const ALGORITHM = 'HS256';
const LIFETIME_SECONDS = 14 * 24 * 60 * 60;
const CLOCK_TOLERANCE_SECONDS = 30;

const tokenVersionOf = (tv: unknown): number =>
  typeof tv === 'number' && Number.isInteger(tv) && tv >= 0 && tv <= MAX_ID ? tv : Number.NaN;

const nowInSeconds = () => Math.floor(Date.now() / 1000);

export const memoryJwtService = (
  key: Uint8Array = globalThis.crypto.getRandomValues(new Uint8Array(32)),
  lifetimeSeconds = LIFETIME_SECONDS,
) => {
  const sign = (claims: TokenClaims, nowSeconds = nowInSeconds()) =>
    new SignJWT({ role: claims.role, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(DEMO_TOKEN_ISSUER)
      .setAudience(DEMO_TOKEN_AUDIENCE)
      .setSubject(String(claims.userId))
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + lifetimeSeconds)
      .sign(key);

  /** The claims of a valid token, or null, by the rules of jwtService's `verify` (no cache: one tab). */
  const verify = async (token: string, nowSeconds = nowInSeconds()): Promise<TokenClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: DEMO_TOKEN_ISSUER,
        audience: DEMO_TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat', 'iss', 'aud'],
        currentDate: new Date(nowSeconds * 1000),
      });
      if (typeof payload.iat !== 'number' || payload.iat > nowSeconds + CLOCK_TOLERANCE_SECONDS) return null;
      const userId = idOf(typeof payload.sub === 'string' ? payload.sub : null);
      const role: unknown = payload.role;
      const tokenVersion = tokenVersionOf(payload.tv);
      if (userId === null || !isRole(role) || Number.isNaN(tokenVersion)) return null;
      return { userId, role, tokenVersion };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  };

  const issuer: TokenIssuer = {
    issue: (account) =>
      Effect.promise(() =>
        sign({ userId: account.id, role: account.role, tokenVersion: account.tokenVersion }),
      ),
  };
  return { sign, verify, issuer };
};
