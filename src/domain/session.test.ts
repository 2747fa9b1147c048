import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from './role';
import { decodeRoleClaim, decodeTokenClaims, decodeUserIdClaim } from './session';

const RUNS = { numRuns: 300 } as const;

// Encodes like a JWT library does (UTF-8, base64url, no padding) without importing one.
const base64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const token = (payload: unknown): string =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

const role = fc.constantFrom(...ROLES);

describe('decodeRoleClaim', () => {
  it('reads the role claim', () => {
    expect(decodeRoleClaim(token({ sub: '3', role: 'EDITOR' }))).toBe('EDITOR');
    expect(decodeTokenClaims(token({ sub: '3', name: '김축구' }))?.name).toBe('김축구');
    expect(decodeUserIdClaim(token({ sub: '3' }))).toBe(3);
    expect(decodeUserIdClaim(token({ sub: 4 }))).toBe(4);
    expect(decodeUserIdClaim(token({ sub: 'x' }))).toBeNull();
  });

  it('gives null for anything malformed', () => {
    expect(decodeRoleClaim(null)).toBeNull();
    expect(decodeRoleClaim(undefined)).toBeNull();
    expect(decodeRoleClaim('')).toBeNull();
    expect(decodeRoleClaim('a.b')).toBeNull();
    expect(decodeRoleClaim('a.!!!.c')).toBeNull();
    expect(decodeRoleClaim(`a.${base64Url('not json')}.c`)).toBeNull();
    expect(decodeRoleClaim(`a.${base64Url('[1]')}.c`)).toBeNull();
    expect(decodeRoleClaim(token({ role: 'OWNER' }))).toBeNull();
    expect(decodeRoleClaim(token({ role: 'admin' }))).toBeNull();
  });

  it('round-trips every role through any payload', () => {
    fc.assert(
      fc.property(role, fc.string(), fc.integer(), (r, name, sub) => {
        expect(decodeRoleClaim(token({ sub, name, role: r }))).toBe(r);
      }),
      RUNS,
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        const r = decodeRoleClaim(`${a}.${b}.${c}`);
        expect(r === null || ROLES.includes(r)).toBe(true);
        expect(decodeRoleClaim(a)).toBeNull();
      }),
      RUNS,
    );
  });
});
