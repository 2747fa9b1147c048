import type { Effect } from 'effect';
import type { ConsultationType } from '../../domain/catalog';
import type { ApiError } from '../errors';

export interface ConsultationRequest {
  readonly recipientId: number;
  readonly consultationType: ConsultationType;
  readonly message: string;
}

/** POST /api/user/consultation: one request per day to the same user (the server enforces it). */
export interface ConsultationApi {
  request(request: ConsultationRequest): Effect.Effect<void, ApiError>;
}
