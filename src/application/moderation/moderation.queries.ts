import { Effect } from 'effect';
import type {
  DecisionRequest,
  ObjectionRequest,
  TakedownRequest,
  TakedownStepRequest,
} from '../../contract/moderation';
import type { QueueView } from '../../domain/moderation';
import type { ModerationApi } from './moderation-api.port';

/** The console's query keys: every decision invalidates the whole 'moderation' family. */
export const MODERATION_KEY = 'moderation';

export const queueQuery = (api: ModerationApi, view: QueueView, page: number, size = 20) => ({
  queryKey: [MODERATION_KEY, 'queue', view, page, size] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    Effect.runPromise(api.queue(view, page, size), { signal }),
});

export const casesQuery = (api: ModerationApi, page: number, size = 20) => ({
  queryKey: [MODERATION_KEY, 'cases', page, size] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => Effect.runPromise(api.cases(page, size), { signal }),
});

export const myCaseQuery = (api: ModerationApi, id: number) => ({
  queryKey: [MODERATION_KEY, 'mine', id] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => Effect.runPromise(api.myCase(id), { signal }),
});

export const decideMutation = (api: ModerationApi) => ({
  mutationFn: (request: DecisionRequest) => Effect.runPromise(api.decide(request)),
});

export const stepMutation = (api: ModerationApi) => ({
  mutationFn: ({ id, request }: { id: number; request: TakedownStepRequest }) =>
    Effect.runPromise(api.step(id, request)),
});

export const takedownRequestMutation = (api: ModerationApi) => ({
  mutationFn: (request: TakedownRequest) => Effect.runPromise(api.request(request)),
});

export const objectionMutation = (api: ModerationApi) => ({
  mutationFn: ({ id, request }: { id: number; request: ObjectionRequest }) =>
    Effect.runPromise(api.object(id, request)),
});
