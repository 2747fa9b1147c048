import { createHash, randomBytes } from 'node:crypto';
import type { OneTimeSecrets } from '../../ports/accounts.port';

/**
 * 256 random bits as base64url (43 characters); stored as their SHA-256, so a leaked table holds no
 * usable link or code. A fast hash is enough: the secrets are random, not guessable passwords.
 */
export const oneTimeSecrets = (): OneTimeSecrets => {
  const hash = (secret: string) => createHash('sha256').update(secret).digest('base64url');
  return {
    create: () => {
      const secret = randomBytes(32).toString('base64url');
      return { secret, hash: hash(secret) };
    },
    hash,
  };
};
