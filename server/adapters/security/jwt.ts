import { hkdfSync } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { Effect } from 'effect';
import { idOf, MAX_ID } from '../../../src/domain/paths';
import { isRole, type Role } from '../../../src/domain/role';
import type { TokenIssuer } from '../../ports/accounts.port';

export type TokenClaims = { userId: number; role: Role; tokenVersion: number };

const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

/**
 * `iss` and `aud` of every session token, fixed product identifiers rather than PUBLIC_URL: the
 * address is optional (unset in development and tests) and may change (a new domain, www, https), and
 * tying tokens to it would sign everyone out on such a change for no gain, since the signing key
 * (JWT_SECRET, or the data directory's own secret) is what separates one deployment from another.
 * What they add is purpose: a token signed with the same key by anything else (another service given
 * the secret, or a future token of another kind, which takes its own audience) is not a session.
 * Tokens issued before these claims existed carry neither and are refused: their holders sign in again.
 */
export const TOKEN_ISSUER = 'kickoff';
export const TOKEN_AUDIENCE = 'kickoff:session';
/** How far ahead of this server's clock a token's `iat` may be (another process's clock running fast). */
export const CLOCK_TOLERANCE_SECONDS = 30;

/** The token version as stored (a non-negative int32 column), else NaN. */
const tokenVersionOf = (tv: unknown): number =>
  typeof tv === 'number' && Number.isInteger(tv) && tv >= 0 && tv <= MAX_ID ? tv : NaN;

/** Tokens whose signature and claims were checked, kept so a session's requests do not check it again. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** Signs and verifies session tokens: HS256 only, pinned on verify so `alg: none` or RS/HS confusion fail. */
export const jwtService = (secret: string | Uint8Array, lifetimeSeconds = TOKEN_LIFETIME_SECONDS) => {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  // The exact token text, once its signature is checked: the claims and the times that bound them.
  // The HMAC through WebCrypto was about 6% of a signed-in list's CPU (docs/benchmarks.md); the same
  // string verifies the same way for as long as `exp` and `iat` allow, which are checked again.
  const verified = new Map<string, { claims: TokenClaims; iat: number; exp: number }>();
  const remember = (token: string, entry: { claims: TokenClaims; iat: number; exp: number }) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, entry);
  };
  const sign = (claims: TokenClaims, nowSeconds = Math.floor(Date.now() / 1000)) =>
    new SignJWT({ role: claims.role, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(claims.userId))
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + lifetimeSeconds)
      .sign(key);

  /**
   * The claims of a valid token, or null for anything forged, expired, issued in the future, from
   * another issuer or for another audience, or whose subject is not a user id the database can hold
   * (so a bad claim is a 401 like any bad token, never a failed query).
   */
  const verify = async (
    token: string,
    nowSeconds = Math.floor(Date.now() / 1000),
  ): Promise<TokenClaims | null> => {
    const known = verified.get(token);
    if (known)
      return known.exp > nowSeconds && known.iat <= nowSeconds + CLOCK_TOLERANCE_SECONDS
        ? known.claims
        : null;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat', 'iss', 'aud'],
        currentDate: new Date(nowSeconds * 1000),
      });
      // jose has checked iat is a number; it refuses a future one only together with maxTokenAge,
      // whose tolerance would also stretch `exp`, so the one check it lacks is made here.
      if (typeof payload.iat !== 'number' || payload.iat > nowSeconds + CLOCK_TOLERANCE_SECONDS) return null;
      // The subject is an id as an address writes it (no sign, no leading zero) within the database's
      // int32 range, so the account lookup never sees an id its column cannot hold.
      const userId = idOf(typeof payload.sub === 'string' ? payload.sub : null);
      const role: unknown = payload.role;
      const tokenVersion = tokenVersionOf(payload.tv);
      if (userId === null || !isRole(role) || Number.isNaN(tokenVersion)) return null;
      const claims = { userId, role, tokenVersion };
      if (typeof payload.exp === 'number' && payload.nbf === undefined)
        remember(token, { claims, iat: payload.iat, exp: payload.exp });
      return claims;
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
