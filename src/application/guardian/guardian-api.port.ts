import type { Effect } from 'effect';
import type { GuardianDecisionResult, GuardianRequestView, GuardianStanding } from '../../contract/guardian';
import type { ApiError } from '../errors';

/**
 * The guardian's consent for a member under 14 (issue 23): the child's step (standing, naming the
 * guardian) and the guardian's pages from the mail (the request, the decision, the withdrawal). Only
 * those lazily loaded pages call it, so its HTTP adapter loads on first use.
 */
export interface GuardianApi {
  /** GET /api/user/guardian: the signed-in member's age band and whether they wait for a guardian. */
  standing(): Effect.Effect<GuardianStanding, ApiError>;
  /** PUT /api/user/guardian: mails the guardian the consent link. */
  request(guardianEmail: string): Effect.Effect<void, ApiError>;
  /** GET /api/guardian/consent: what the guardian's page shows for the mail's token. */
  view(token: string): Effect.Effect<GuardianRequestView, ApiError>;
  /** POST /api/guardian/consent: the guardian's decision. */
  decide(token: string, decision: 'CONSENT' | 'REFUSE'): Effect.Effect<GuardianDecisionResult, ApiError>;
  /** POST /api/guardian/withdraw: the guardian withdraws consent; the account is deleted. */
  withdraw(token: string): Effect.Effect<void, ApiError>;
}

/** The methods a lazily loaded adapter stands in for (src/adapters/lazy-adapters.ts `lazyPort`). */
export const GUARDIAN_METHODS = [
  'standing',
  'request',
  'view',
  'decide',
  'withdraw',
] as const satisfies readonly (keyof GuardianApi)[];
