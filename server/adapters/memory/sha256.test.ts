import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256';

const nodeSha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

describe('sha256', () => {
  it('gives the FIPS 180-4 digests of the standard messages', () => {
    const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
    expect(hex(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('agrees with node:crypto on every length around the block boundaries', () => {
    for (let n = 0; n <= 200; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 31 + n) & 0xff);
      expect(sha256(bytes)).toEqual(nodeSha256(bytes));
    }
  });

  it('agrees with node:crypto on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2_000 }), (bytes) => {
        expect(sha256(bytes)).toEqual(nodeSha256(bytes));
      }),
    );
  });
});
