import { Effect } from 'effect';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { GuardianLinkClaims, GuardianLinks } from '../../ports/guardians.port';

const ALGORITHM = 'HS256';
const ISSUER = 'kickoff';
/** Each purpose its own audience: a consent link is never a withdrawal link, and neither is a session. */
const audienceOf = (purpose: GuardianLinkClaims['purpose']) => `kickoff:guardian-${purpose}`;

/**
 * The guardian's mail links as HS256 JWTs (jose) under a key of their own (the server derives it from
 * JWT_SECRET with HKDF, `deriveKey('guardian-links')`; the demo host makes a random one). Browser-safe:
 * jose runs on WebCrypto, so the demo host signs its links the same way.
 */
export const guardianLinks = (key: Uint8Array): GuardianLinks => ({
  sign: (claims, now, expiresAt) =>
    Effect.promise(() => {
      const jwt = new SignJWT({ ge: claims.guardianEmail })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(audienceOf(claims.purpose))
        .setSubject(String(claims.userId))
        .setIssuedAt(Math.floor(now.getTime() / 1000));
      if (expiresAt) jwt.setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
      return jwt.sign(key);
    }),
  verify: (token, purpose, now) =>
    Effect.promise(async () => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: audienceOf(purpose),
          requiredClaims: ['sub', 'iat'],
          currentDate: now,
        });
        const userId = Number(payload.sub);
        const guardianEmail = payload.ge;
        if (!Number.isSafeInteger(userId) || userId < 1 || typeof guardianEmail !== 'string') return null;
        return { userId, guardianEmail, purpose };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    }),
});
