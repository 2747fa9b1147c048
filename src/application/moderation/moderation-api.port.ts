import type { Effect } from 'effect';
import type {
  DecisionRequest,
  MyTakedown,
  ObjectionRequest,
  QueuePage,
  TakedownCasePage,
  TakedownRequest,
  TakedownStepRequest,
} from '../../contract/moderation';
import type { QueueView } from '../../domain/moderation';
import type { ApiError } from '../errors';

/**
 * The moderation queue, 임시조치 cases, the 권리침해 신고 form and the author's 이의제기 (issue 22). Only
 * lazily loaded pages call it, so its HTTP adapter loads on first use.
 */
export interface ModerationApi {
  /** GET /api/admin/reports (MODERATOR, ADMIN). */
  queue(view: QueueView, page: number, size: number): Effect.Effect<QueuePage, ApiError>;
  /** POST /api/admin/reports/decision. */
  decide(request: DecisionRequest): Effect.Effect<void, ApiError>;
  /** GET /api/admin/takedowns. */
  cases(page: number, size: number): Effect.Effect<TakedownCasePage, ApiError>;
  /** POST /api/admin/takedowns/{id}/step. */
  step(id: number, request: TakedownStepRequest): Effect.Effect<void, ApiError>;
  /** POST /api/takedowns: anyone, even a visitor. */
  request(request: TakedownRequest): Effect.Effect<{ readonly id: number }, ApiError>;
  /** GET /api/takedowns/{id}: the author's own case. */
  myCase(id: number): Effect.Effect<MyTakedown, ApiError>;
  /** POST /api/takedowns/{id}/objection. */
  object(id: number, request: ObjectionRequest): Effect.Effect<void, ApiError>;
}

/** The methods a lazily loaded adapter stands in for (src/adapters/lazy-adapters.ts `lazyPort`). */
export const MODERATION_METHODS = [
  'queue',
  'decide',
  'cases',
  'step',
  'request',
  'myCase',
  'object',
] as const satisfies readonly (keyof ModerationApi)[];
