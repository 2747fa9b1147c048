import { EncryptJWT, errors, jwtDecrypt } from 'jose';
import { isSocialProvider } from '../../../src/domain/social-login';
import type { PendingAuthorization } from '../../ports/social-login.port';

export const PENDING_COOKIE = 'kickoff_oauth';
/** The consent page gets ten minutes; a callback later than that starts over. */
export const PENDING_TTL_SECONDS = 10 * 60;

/**
 * The state, PKCE verifier and nonce of one social sign-in attempt, kept in the browser that started
 * it: encrypted and authenticated (JWE, dir + A256GCM) so it can be neither read nor forged, and
 * bound to that browser, so a callback URL carried to another browser (login CSRF) has no match.
 * Nothing is stored on the server, so any process can finish what another started.
 */
export const pendingCookie = (key: Uint8Array) => ({
  seal: (pending: PendingAuthorization, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> =>
    new EncryptJWT({ p: pending.provider, s: pending.state, v: pending.codeVerifier, n: pending.nonce })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + PENDING_TTL_SECONDS)
      .encrypt(key),
  /** The attempt, or null for a missing, tampered, expired or malformed cookie. */
  open: async (value: string | undefined): Promise<PendingAuthorization | null> => {
    if (!value || value.length > 2048) return null;
    try {
      const { payload } = await jwtDecrypt(value, key, {
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
        requiredClaims: ['exp'],
      });
      const { p, s, v, n } = payload as Record<string, unknown>;
      if (!isSocialProvider(p) || typeof s !== 'string' || typeof v !== 'string' || typeof n !== 'string')
        return null;
      return { provider: p, state: s, codeVerifier: v, nonce: n };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  },
});
