import { Effect } from 'effect';
import type { GuardianApi } from './guardian-api.port';

/** The signed-in member's guardian standing (the child's step). */
export const guardianStandingQuery = (api: GuardianApi) => ({
  queryKey: ['user', 'guardian'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => Effect.runPromise(api.standing(), { signal }),
});

/** What the guardian's page shows for the mail's token. */
export const guardianRequestQuery = (api: GuardianApi, token: string) => ({
  queryKey: ['guardian', 'request', token] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => Effect.runPromise(api.view(token), { signal }),
});

export const guardianRequestMutation = (api: GuardianApi) => ({
  mutationFn: (guardianEmail: string) => Effect.runPromise(api.request(guardianEmail)),
});

export const guardianDecisionMutation = (api: GuardianApi, token: string) => ({
  mutationFn: (decision: 'CONSENT' | 'REFUSE') => Effect.runPromise(api.decide(token, decision)),
});

export const guardianWithdrawalMutation = (api: GuardianApi, token: string) => ({
  mutationFn: () => Effect.runPromise(api.withdraw(token)),
});
