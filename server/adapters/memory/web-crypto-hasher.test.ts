import { Effect } from 'effect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { constantTimeEqual, DEFAULT_PBKDF2_ITERATIONS, webCryptoHasher } from './web-crypto-hasher';

const run = Effect.runPromise;

describe('web crypto hasher', () => {
  afterEach(() => vi.restoreAllMocks());
  const hasher = webCryptoHasher(1_000);

  it('stores PBKDF2-SHA256 with its iterations, a fresh salt each time, and verifies', async () => {
    const a = await run(hasher.hash('비밀번호123!'));
    const b = await run(hasher.hash('비밀번호123!'));
    expect(a).toMatch(/^pbkdf2-sha256\$1000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await run(hasher.verify('비밀번호123!', a))).toBe(true);
    expect(await run(hasher.verify('비밀번호123?', a))).toBe(false);
    expect(await run(hasher.verify('', a))).toBe(false);
  });

  it('reads the iteration count from the stored hash, so the default can rise', async () => {
    const old = await run(webCryptoHasher(500).hash('pw'));
    expect(await run(hasher.verify('pw', old))).toBe(true);
    expect(DEFAULT_PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
  });

  it('treats composed and decomposed Hangul as one password (NFC, as the server does)', async () => {
    const stored = await run(hasher.hash('한글'.normalize('NFD')));
    expect(await run(hasher.verify('한글'.normalize('NFC'), stored))).toBe(true);
  });

  it('spends one derivation without a stored hash or with a malformed one, and says no', async () => {
    const derive = vi.spyOn(globalThis.crypto.subtle, 'deriveBits');
    expect(await run(hasher.verify('pw', null))).toBe(false);
    expect(derive).toHaveBeenCalledTimes(1);
    expect(derive.mock.calls[0]?.[0]).toMatchObject({ name: 'PBKDF2', hash: 'SHA-256', iterations: 1_000 });
    for (const broken of ['', 'scrypt$1$2$3$a$b', 'pbkdf2-sha256$x$AA$AA', 'pbkdf2-sha256$1000$!!$AA'])
      expect(await run(hasher.verify('pw', broken))).toBe(false);
    expect(derive).toHaveBeenCalledTimes(5);
  });

  it('compares bytes whatever their lengths', () => {
    const bytes = (...b: number[]) => new Uint8Array(b);
    expect(constantTimeEqual(bytes(1, 2, 3), bytes(1, 2, 3))).toBe(true);
    expect(constantTimeEqual(bytes(1, 2, 3), bytes(1, 2, 4))).toBe(false);
    expect(constantTimeEqual(bytes(1, 2), bytes(1, 2, 0))).toBe(false);
    expect(constantTimeEqual(bytes(), bytes())).toBe(true);
  });
});
