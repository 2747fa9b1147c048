import { Effect } from 'effect';
import type { PasswordHasher } from '../../ports/accounts.port';
import { fromBase64Url, toBase64Url } from './base64url';

/**
 * Passwords hashed in the browser with PBKDF2-SHA256 through WebCrypto (`globalThis.crypto.subtle`),
 * stored as `pbkdf2-sha256$iterations$salt$hash` (base64url) so the count can rise without
 * invalidating older hashes. The server's scrypt is Node's only; WebCrypto has no memory-hard
 * function. 100,000 iterations take tens of milliseconds on a desktop, about what a scrypt check costs
 * the server, which keeps sign-in as slow as there without making the demo's start (one hash per
 * demo account) slow on a phone. WebCrypto exists only in secure contexts (https, localhost).
 */
export const DEFAULT_PBKDF2_ITERATIONS = 100_000;
const KEY_BITS = 256;
const SALT_BYTES = 16;

type Parsed = { readonly iterations: number; readonly salt: Uint8Array; readonly key: Uint8Array };

const derive = async (password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> => {
  const subtle = globalThis.crypto.subtle;
  const material = await subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    material,
    KEY_BITS,
  );
  return new Uint8Array(bits);
};

const randomBytes = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n));

const encode = (p: Parsed) => `pbkdf2-sha256$${p.iterations}$${toBase64Url(p.salt)}$${toBase64Url(p.key)}`;

const parse = (stored: string): Parsed | null => {
  const [tag, count, salt, key, ...rest] = stored.split('$');
  const iterations = Number(count);
  if (tag !== 'pbkdf2-sha256' || rest.length > 0 || !Number.isSafeInteger(iterations) || iterations < 1)
    return null;
  const saltBytes = fromBase64Url(salt ?? '');
  const keyBytes = fromBase64Url(key ?? '');
  return saltBytes && keyBytes && keyBytes.length > 0 ? { iterations, salt: saltBytes, key: keyBytes } : null;
};

/** Every byte is compared whatever the first difference, so the time tells nothing of where it is. */
export const constantTimeEqual = (a: Uint8Array, b: Uint8Array): boolean => {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
};

export const webCryptoHasher = (iterations = DEFAULT_PBKDF2_ITERATIONS): PasswordHasher => {
  // Compared against when the account is unknown or has no password, so that path costs one derivation.
  const dummy: Parsed = { iterations, salt: randomBytes(SALT_BYTES), key: randomBytes(KEY_BITS / 8) };
  return {
    hash: (password) =>
      Effect.promise(async () => {
        const salt = randomBytes(SALT_BYTES);
        return encode({ iterations, salt, key: await derive(password, salt, iterations) });
      }),
    verify: (password, stored) =>
      Effect.promise(async () => {
        const parsed = (stored === null ? null : parse(stored)) ?? dummy;
        const key = await derive(password, parsed.salt, parsed.iterations);
        return stored !== null && parsed !== dummy && constantTimeEqual(key, parsed.key);
      }),
  };
};
