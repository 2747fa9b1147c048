import type { Effect } from 'effect';
import type { ConsentsDue, PolicyPage } from '../../contract/policies';
import type { PolicyDocument } from '../../domain/policies';
import type { ApiError } from '../errors';

/**
 * The policy pages and the re-consent (issue 23). Only the policy page and the re-consent dialog call
 * it, both loaded on demand, so its HTTP adapter loads on first use.
 */
export interface PoliciesApi {
  /** GET /api/policies/{document}: the version in force, or an older one by `version`. */
  policy(document: PolicyDocument, version?: string): Effect.Effect<PolicyPage, ApiError>;
  /** POST /api/user/consents: agrees to the documents in force; answers what is still due. */
  giveConsents(consents: readonly PolicyDocument[]): Effect.Effect<ConsentsDue, ApiError>;
}

/** The methods a lazily loaded adapter stands in for (src/adapters/lazy-adapters.ts `lazyPort`). */
export const POLICIES_METHODS = ['policy', 'giveConsents'] as const satisfies readonly (keyof PoliciesApi)[];
