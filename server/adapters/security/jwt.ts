import { hkdfSync } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { Effect } from 'effect';
import { isRole, type Role } from '../../../src/domain/role';
import type { TokenIssuer } from '../../ports/accounts.port';

export type TokenClaims = { userId: number; role: Role; tokenVersion: number };

const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

/** Signs and verifies session tokens: HS256 only, pinned on verify so `alg: none` or RS/HS confusion fail. */
export const jwtService = (secret: string | Uint8Array, lifetimeSeconds = TOKEN_LIFETIME_SECONDS) => {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  const sign = (claims: TokenClaims, nowSeconds = Math.floor(Date.now() / 1000)) =>
    new SignJWT({ role: claims.role, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + lifetimeSeconds)
      .sign(key);

  /** The claims of a valid token, or null for anything forged, expired or malformed. */
  const verify = async (token: string): Promise<TokenClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const userId =
        typeof payload.sub === 'string' && /^[1-9][0-9]{0,15}$/.test(payload.sub) ? Number(payload.sub) : NaN;
      const { role, tv } = payload as { role?: unknown; tv?: unknown };
      if (!Number.isSafeInteger(userId) || !isRole(role) || typeof tv !== 'number' || !Number.isInteger(tv))
        return null;
      return { userId, role, tokenVersion: tv };
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
  /**
   * A 256-bit key for another purpose (the OAuth state cookie), derived from the same secret with
   * HKDF, so one JWT_SECRET serves every process without ever using one key for two jobs.
   */
  const deriveKey = (purpose: string): Uint8Array =>
    new Uint8Array(hkdfSync('sha256', key, new Uint8Array(0), `kickoff:${purpose}`, 32));
  return { sign, verify, issuer, deriveKey };
};

export type JwtService = ReturnType<typeof jwtService>;
