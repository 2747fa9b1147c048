import type { OneTimeSecrets } from '../../ports/accounts.port';
import { toBase64Url } from './base64url';
import { sha256 } from './sha256';

/**
 * The browser's twin of security/one-time-secrets.ts (node:crypto): 256 random bits from WebCrypto as
 * base64url, stored as their SHA-256 in base64url, the same text the server stores. The hash is the
 * synchronous sha256.ts, since the port's `hash` is synchronous and WebCrypto's digest is not.
 */
export const memoryOneTimeSecrets = (): OneTimeSecrets => {
  const hash = (secret: string) => toBase64Url(sha256(new TextEncoder().encode(secret)));
  return {
    create: () => {
      const secret = toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
      return { secret, hash: hash(secret) };
    },
    hash,
  };
};
