import { Cause, Effect, Exit, Option } from 'effect';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../../src/contract/common';
import type { AppError } from '../../application/errors';
import { sendJson } from './compress';

const STATUS: Record<AppError['_tag'], { status: ContentfulStatusCode; message: string }> = {
  BadRequest: { status: 400, message: 'Bad Request' },
  Unauthorized: { status: 401, message: 'Unauthorized' },
  Forbidden: { status: 403, message: 'Forbidden' },
  NotFound: { status: 404, message: 'Not Found' },
  Conflict: { status: 409, message: 'Conflict' },
  TooManyRequests: { status: 429, message: 'Too Many Requests' },
};

/** Maps a use case's tagged error to its status and the error body of spec section 8. */
export const toHttp = (error: AppError): { status: ContentfulStatusCode; body: ErrorBody } => {
  const { status, message } = STATUS[error._tag];
  const body: ErrorBody = { message: error.message || message };
  if (error.detailedMessage) body.detailedMessage = error.detailedMessage;
  if (error.errors && error.errors.length > 0)
    body.errors = error.errors.map((e) => ({ field: e.field, reason: e.reason }));
  return { status, body };
};

/**
 * Runs a use case and answers: its value as JSON with `status` (204: no body), a tagged failure as its
 * error body, and a defect is rethrown so app.onError logs it and answers a bare 500.
 */
export const respond = async <A>(
  c: Context,
  effect: Effect.Effect<A, AppError>,
  status: ContentfulStatusCode | 204 = 200,
): Promise<Response> => {
  const exit = await Effect.runPromiseExit(effect);
  if (Exit.isSuccess(exit)) {
    if (status === 204) return c.body(null, 204);
    return sendJson(c, exit.value, status);
  }
  const failure = Cause.findErrorOption(exit.cause);
  if (Option.isSome(failure)) {
    const { status: errorStatus, body } = toHttp(failure.value);
    return c.json(body, errorStatus);
  }
  throw Cause.squash(exit.cause);
};
