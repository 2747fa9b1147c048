import type { Viewer } from '../../../src/domain/viewer';
import type { AccountsRepository } from '../../ports/accounts.port';

/**
 * Signs the member out on the server: the account's token version moves on, so the token this call
 * carried, any copy of it and the account's other sessions are refused (401) from the next request on,
 * by the session check every signed-in request already makes (server/bindings/admission.ts).
 */
export const signOut = (accounts: AccountsRepository, actor: NonNullable<Viewer>) =>
  accounts.endSessions(actor.id);
