import { decodeJwt, decodeProtectedHeader } from 'jose';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { jwtService, TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS } from '../security/jwt';
import { DEMO_TOKEN_AUDIENCE, DEMO_TOKEN_ISSUER, memoryJwtService } from './memory-jwt';

const NOW = 1_780_000_000;

describe('memory jwt', () => {
  const key = new Uint8Array(32).fill(7);
  const demo = memoryJwtService(key);
  const server = jwtService(key);

  it('issues the server’s tokens: HS256, the same claims, issuer, audience and lifetime', async () => {
    expect([DEMO_TOKEN_ISSUER, DEMO_TOKEN_AUDIENCE]).toEqual([TOKEN_ISSUER, TOKEN_AUDIENCE]);
    const token = await Effect.runPromise(demo.issuer.issue({ id: 12, role: 'EDITOR', tokenVersion: 3 }));
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: '12',
      role: 'EDITOR',
      tv: 3,
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(TOKEN_LIFETIME_SECONDS);
    expect(await server.verify(token)).toEqual({ userId: 12, role: 'EDITOR', tokenVersion: 3 });
    expect(await demo.verify(token)).toEqual({ userId: 12, role: 'EDITOR', tokenVersion: 3 });
    const fromServer = await server.sign({ userId: 5, role: 'ADMIN', tokenVersion: 0 }, NOW);
    expect(await demo.verify(fromServer, NOW + 60)).toEqual({ userId: 5, role: 'ADMIN', tokenVersion: 0 });
  });

  it('refuses what the server refuses: expired, issued ahead, another key', async () => {
    const claims = { userId: 1, role: 'USER' as const, tokenVersion: 0 };
    const token = await demo.sign(claims, NOW);
    expect(await demo.verify(token, NOW + TOKEN_LIFETIME_SECONDS)).toBeNull();
    expect(await server.verify(token, NOW + TOKEN_LIFETIME_SECONDS)).toBeNull();
    expect(await demo.verify(token, NOW - 31)).toBeNull();
    expect(await demo.verify(token, NOW - 30)).toEqual(claims);
    expect(await memoryJwtService().verify(token, NOW)).toBeNull();
    expect(await demo.verify('not.a.token', NOW)).toBeNull();
  });

  it('refuses a signed token whose subject or version the database could not hold', async () => {
    const other = jwtService(key);
    for (const bad of [
      { userId: 0, role: 'USER' as const, tokenVersion: 0 },
      { userId: 2 ** 31, role: 'USER' as const, tokenVersion: 0 },
      { userId: 1, role: 'USER' as const, tokenVersion: -1 },
    ])
      expect(await demo.verify(await other.sign(bad, NOW), NOW)).toBeNull();
  });
});
