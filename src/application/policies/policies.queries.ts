import { Effect } from 'effect';
import type { PolicyDocument } from '../../domain/policies';
import type { PoliciesApi } from './policies-api.port';

/** A policy document in one version (the one in force without `version`). */
export const policyQuery = (api: PoliciesApi, document: PolicyDocument, version?: string) => ({
  // Its own key (not in query-keys.ts): nothing else reads or refreshes it.
  queryKey: ['policies', document, version ?? 'current'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    Effect.runPromise(api.policy(document, version), { signal }),
});

/** Agreeing again to the documents due (the re-consent dialog). */
export const consentMutation = (api: PoliciesApi) => ({
  mutationFn: (consents: readonly PolicyDocument[]) => Effect.runPromise(api.giveConsents(consents)),
});
