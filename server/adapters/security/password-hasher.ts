import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Effect } from 'effect';
import type { PasswordHasher } from '../../ports/accounts.port';
import { type HashPool, hashPool } from './hash-pool';

/**
 * scrypt from node:crypto, stored as `scrypt$N$r$p$salt$hash` (base64url) so parameters can rise later
 * without invalidating old hashes. N = 2^15 costs about 32 MiB and tens of milliseconds per hash.
 */
const DEFAULTS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * The process's one pool of hashing threads (./hash-pool.ts), shared by every hasher; the server's
 * shutdown closes it after the last request has finished.
 */
export const passwordHashing: HashPool = hashPool();

const derive = (pool: HashPool, password: string, salt: Buffer, o: { N: number; r: number; p: number }) =>
  pool.scrypt({
    password: password.normalize('NFC'),
    salt,
    keyLength: KEY_LENGTH,
    options: { N: o.N, r: o.r, p: o.p, maxmem: 128 * o.N * o.r * 2 },
  });

const encode = (o: { N: number; r: number; p: number }, salt: Buffer, key: Buffer) =>
  `scrypt$${o.N}$${o.r}$${o.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;

const parse = (stored: string) => {
  const [tag, n, r, p, salt, key] = stored.split('$');
  if (tag !== 'scrypt' || !n || !r || !p || salt === undefined || key === undefined) return null;
  return {
    o: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
};

export const scryptHasher = (
  params: { N: number; r: number; p: number } = DEFAULTS,
  pool: HashPool = passwordHashing,
): PasswordHasher => {
  // Compared against when the email is unknown, so that path costs one scrypt as well.
  const dummy = encode(params, randomBytes(16), randomBytes(KEY_LENGTH));
  return {
    hash: (password) =>
      Effect.promise(async () => {
        const salt = randomBytes(16);
        return encode(params, salt, await derive(pool, password, salt, params));
      }),
    verify: (password, stored) =>
      Effect.promise(async () => {
        const parsed = parse(stored ?? dummy) ?? (parse(dummy) as NonNullable<ReturnType<typeof parse>>);
        const key = await derive(pool, password, parsed.salt, parsed.o);
        const same = key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
        return stored !== null && same;
      }),
  };
};
