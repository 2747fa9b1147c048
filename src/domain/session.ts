import { isRole, type Role } from './role';

const base64UrlToText = (part: string): string | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(part) || part.length % 4 === 1) return null;
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

/** The claims of a JWT's payload, read without verifying (the server verifies every request). */
export const decodeTokenClaims = (
  token: string | null | undefined,
): Readonly<Record<string, unknown>> | null => {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return null;
  const json = base64UrlToText(parts[1]);
  if (json === null) return null;
  try {
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** The `role` claim of the stored token (spec section 3); null when missing, unknown or malformed. */
export const decodeRoleClaim = (token: string | null | undefined): Role | null => {
  const role = decodeTokenClaims(token)?.role;
  return isRole(role) ? role : null;
};

/** The user id in the `sub` claim; null when missing or not a positive whole number. */
export const decodeUserIdClaim = (token: string | null | undefined): number | null => {
  const sub = decodeTokenClaims(token)?.sub;
  const id = typeof sub === 'string' && /^[1-9][0-9]{0,15}$/.test(sub) ? Number(sub) : sub;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};
