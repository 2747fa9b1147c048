import { Effect } from 'effect';
import { decodeTokenClaims } from '../../../src/domain/session';
import type { TokenIssuer } from '../../ports/accounts.port';
import type { SessionClaims } from '../../bindings/admission';

/** The password of every demo account (the demo's sign-in page says so). */
export const DEMO_PASSWORD = 'kickoff-demo';

const base64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/**
 * The demo host's session tokens: JWT-shaped and unsigned (`alg: none`), with the claims a server token
 * carries (`sub`, `role`, the token version `tv`). The demo runs in the reader's own browser tab and holds
 * nothing of anyone else's, so there is no secret to sign with; every other session rule still holds,
 * because the edge checks role and token version against the stored account on every call, as the
 * server does (bindings/admission.ts `sessionCaller`).
 */
export const demoToken = (account: {
  readonly id: number;
  readonly role: string;
  readonly tokenVersion?: number;
}) =>
  `${base64Url('{"alg":"none","typ":"JWT"}')}.${base64Url(
    JSON.stringify({ sub: String(account.id), role: account.role, tv: account.tokenVersion ?? 0 }),
  )}.demo`;

export const demoTokenIssuer: TokenIssuer = {
  issue: (account) => Effect.succeed(demoToken(account)),
};

/** The claims of a demo token; null for anything else. A missing token version reads as 0. */
export const demoTokenClaims = (token: string): SessionClaims | null => {
  if (!token.endsWith('.demo')) return null;
  const claims = decodeTokenClaims(token);
  const sub = claims?.sub;
  const userId = typeof sub === 'string' && /^[1-9][0-9]{0,9}$/.test(sub) ? Number(sub) : null;
  const tv = claims?.tv ?? 0;
  if (userId === null || typeof claims?.role !== 'string' || typeof tv !== 'number') return null;
  return { userId, role: claims.role, tokenVersion: tv };
};
