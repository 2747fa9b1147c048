import type { Role } from '../../domain/role';

export { FAKE_DEMO_PASSWORD } from './fake-store';

const base64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/**
 * The demo backend's session token: JWT-shaped (unsigned) with the `sub` and `role` claims, so the
 * browser reads the role from it exactly as from a real one.
 */
export const fakeToken = (account: { readonly id: number; readonly role: Role }): string =>
  `${base64Url('{"alg":"none","typ":"JWT"}')}.${base64Url(JSON.stringify({ sub: String(account.id), role: account.role }))}.demo`;
