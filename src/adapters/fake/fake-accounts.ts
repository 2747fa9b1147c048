import type { Role } from '../../domain/role';
import { DEMO_PASSWORD, demoToken } from '../../../server/adapters/memory/demo-tokens';

/** The password of every demo account. */
export const FAKE_DEMO_PASSWORD = DEMO_PASSWORD;

/** A demo session token for an account (tests sign in without the sign-in form). */
export const fakeToken = (account: {
  readonly id: number;
  readonly role: Role;
  readonly tokenVersion?: number;
}) => demoToken(account);
