import { Cause, Effect, Exit, Option } from 'effect';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../../src/contract/common';
import type { AppError } from '../../application/errors';
import { refusalOf } from '../../bindings/admission';
import { sendJson } from './compress';

/** Maps a use case's tagged error to its status and the error body of spec section 8. */
export const toHttp = (
  error: AppError,
): { status: ContentfulStatusCode; body: ErrorBody; headers?: Readonly<Record<string, string>> } =>
  refusalOf(error);

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
    // No answer body: 204, or an accepted request (202) whose work goes on after the answer.
    if (status === 204 || exit.value === undefined) return c.body(null, status);
    return sendJson(c, exit.value, status);
  }
  const failure = Cause.findErrorOption(exit.cause);
  if (Option.isSome(failure)) {
    const { status: errorStatus, body, headers } = toHttp(failure.value);
    return c.json(body, errorStatus, headers);
  }
  throw Cause.squash(exit.cause);
};
