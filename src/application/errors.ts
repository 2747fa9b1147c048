import { Data } from 'effect';
import type { ErrorBody } from '../contract/common';
import { errorText } from '../domain/error-text';
import { SHELL_TEXT } from '../domain/text/shell';

/**
 * Every failure a port can report. `text` is the Korean sentence to show (spec section 8: the
 * server's message wins over our default); `body` is the parsed error body when there was one.
 */
interface Detail {
  readonly text: string;
  readonly body: ErrorBody | null;
}

export class Unauthorized extends Data.TaggedError('Unauthorized')<Detail> {}
export class Forbidden extends Data.TaggedError('Forbidden')<Detail> {}
export class NotFound extends Data.TaggedError('NotFound')<Detail> {}
/** `message` is the server's own message (kept raw for rules such as 'Unauthorized'). */
export class BadRequest extends Data.TaggedError('BadRequest')<Detail & { readonly message: string }> {}
export class Conflict extends Data.TaggedError('Conflict')<Detail> {}
export class RateLimited extends Data.TaggedError('RateLimited')<Detail> {}
/** Any other failed status, or the network itself (offline, DNS, CORS, 5xx). */
export class Network extends Data.TaggedError('Network')<Detail & { readonly status: number | null }> {}
export class Timeout extends Data.TaggedError('Timeout')<Detail> {}
/** The response did not match the contract schema. */
export class Decode extends Data.TaggedError('Decode')<Detail & { readonly issues: readonly string[] }> {}

export type ApiError =
  | Unauthorized
  | Forbidden
  | NotFound
  | BadRequest
  | Conflict
  | RateLimited
  | Network
  | Timeout
  | Decode;

export type ApiErrorTag = ApiError['_tag'];

const isApiErrorTag = (tag: unknown): tag is ApiErrorTag =>
  typeof tag === 'string' &&
  [
    'Unauthorized',
    'Forbidden',
    'NotFound',
    'BadRequest',
    'Conflict',
    'RateLimited',
    'Network',
    'Timeout',
    'Decode',
  ].includes(tag);

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && isApiErrorTag((value as { _tag?: unknown })._tag);

/** Maps a failed HTTP status and its (possibly unparsable) body to the tagged error. */
export const apiErrorFromStatus = (status: number, body: ErrorBody | null): ApiError => {
  const text = errorText(body);
  switch (status) {
    case 400:
      return new BadRequest({ text, body, message: body?.message ?? '' });
    case 401:
      return new Unauthorized({ text, body });
    case 403:
      return new Forbidden({ text, body });
    case 404:
      return new NotFound({ text, body });
    case 409:
      return new Conflict({ text, body });
    case 429:
      return new RateLimited({ text, body });
    default:
      return new Network({ text, body, status });
  }
};

export const networkError = (): Network =>
  new Network({ text: SHELL_TEXT.networkError, body: null, status: null });
export const timeoutError = (): Timeout => new Timeout({ text: SHELL_TEXT.timeoutError, body: null });
export const decodeError = (issues: readonly string[]): Decode =>
  new Decode({ text: SHELL_TEXT.decodeError, body: null, issues });

/** The text to show for anything a failed actor or query rejected with. */
export const displayText = (error: unknown): string => (isApiError(error) ? error.text : errorText(null));
