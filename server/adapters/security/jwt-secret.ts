import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * JWT_SECRET when configured; otherwise 256 random bits kept in `<dataDir>/jwt-secret` (mode 0600), created
 * on first start so tokens survive restarts. Several processes behind a load balancer need JWT_SECRET.
 */
export const resolveJwtSecret = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  const path = join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(path, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
};
