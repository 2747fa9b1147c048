import type { Effect } from 'effect';
import type { PublicProfile } from '../../contract/user';
import type { ApiError } from '../errors';

export interface UsersApi {
  user(id: number): Effect.Effect<PublicProfile, ApiError>;
}
