import { Data } from 'effect';
import type { ServerMessage } from '../../src/domain/server-messages';

/** One invalid field: `field` is the key path joined with '.', `reason` is Korean text for the user. */
export type FieldError = { readonly field: string; readonly reason: string };

type Details = {
  /** One of the API's English messages (src/domain/server-messages.ts); the status text by default. */
  readonly message?: ServerMessage;
  readonly detailedMessage?: string;
  readonly errors?: readonly FieldError[];
  /** A 429's wait until the next try, in seconds (the answer's Retry-After). */
  readonly retryAfterSeconds?: number;
};

/**
 * The failures a use case returns. Each maps to one HTTP status at the edge (server/adapters/http/run.ts);
 * `message` defaults to the status text there.
 */
export class NotFound extends Data.TaggedError('NotFound')<Details> {}
export class Forbidden extends Data.TaggedError('Forbidden')<Details> {}
export class BadRequest extends Data.TaggedError('BadRequest')<Details> {}
export class Conflict extends Data.TaggedError('Conflict')<Details> {}
/** Missing or refused credentials. Only the plain form (no message) triggers the client's sign-out. */
export class Unauthorized extends Data.TaggedError('Unauthorized')<Details> {}
export class TooManyRequests extends Data.TaggedError('TooManyRequests')<Details> {}

export type AppError = NotFound | Forbidden | BadRequest | Conflict | Unauthorized | TooManyRequests;
