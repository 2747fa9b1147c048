import type { Effect } from 'effect';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import { IdParam } from '../../../src/contract/common';
import { type Operation, successStatus } from '../../../src/contract/operation';
import { ONBOARDING_TEXT } from '../../../src/domain/text/social-login';
import { VALIDATION_TEXT } from '../../../src/domain/text/validation';
import type { AppError } from '../../application/errors';
import { requireActor } from './auth.middleware';
import type { Actor, AppEnv } from './env';
import { HttpError } from './http-error';
import { enforceRateLimit } from './rate-limit';
import { respond } from './run';
import { check } from './validate';

/** The largest JSON body any operation accepts; uploads have their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What a handler receives: validated parameters, query and body, and the actor its `auth` implies. */
export type OperationInput<Op extends Operation> = {
  readonly params: Out<Op['params']>;
  readonly query: Out<Op['query']>;
  readonly body: Out<Op['body']>;
  readonly actor: Op['auth'] extends 'required' ? NonNullable<Actor> : Actor;
  readonly c: Context<AppEnv>;
};

/** One registered operation: the route table of an area is a list of these. */
export interface Served {
  readonly op: Operation;
  readonly handle: (input: OperationInput<Operation>) => Promise<Response>;
}

/**
 * An operation answered by a use case: its success becomes the operation's success status (and JSON
 * body), its tagged failure the error body.
 */
export const serve = <const Op extends Operation>(
  op: Op,
  handler: (
    input: OperationInput<Op>,
  ) => Effect.Effect<unknown, AppError> | Promise<Effect.Effect<unknown, AppError>>,
): Served => ({
  op,
  handle: async (input) =>
    respond(
      input.c,
      await handler(input as unknown as OperationInput<Op>),
      successStatus(op) as 200 | 201 | 204,
    ),
});

/** An operation that writes its own response (streams, files, documents, multipart uploads). */
export const serveRaw = <const Op extends Operation>(
  op: Op,
  handler: (input: OperationInput<Op>) => Response | Promise<Response>,
): Served => ({
  op,
  handle: async (input) => handler(input as unknown as OperationInput<Op>),
});

const profileIncomplete = () =>
  new HttpError(403, { message: 'Profile Incomplete', detailedMessage: ONBOARDING_TEXT.required });

const badBody = () =>
  new HttpError(400, {
    message: 'Bad Request',
    errors: [{ field: 'body', reason: VALIDATION_TEXT.invalidValue }],
  });
const tooLarge = () =>
  new HttpError(413, {
    message: 'Payload Too Large',
    errors: [{ field: 'body', reason: VALIDATION_TEXT.tooLong }],
  });

/**
 * The request body, read as it streams and refused with `onTooLarge` the moment it passes `limit`,
 * whatever its content type claims, so no body is ever buffered whole before the check.
 */
export const readBody = async (
  c: Context<AppEnv>,
  limit: number,
  onTooLarge: () => Error = tooLarge,
): Promise<Buffer> => {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw onTooLarge();
  const stream = c.req.raw.body;
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw onTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
};

/** The JSON body: absent (empty) is `undefined`, which an optional body schema accepts. */
const readJson = async (c: Context<AppEnv>): Promise<unknown> => {
  const text = (await readBody(c, JSON_BODY_LIMIT)).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badBody();
  }
};

/** Path parameters that are ids match digits only, so literal siblings (`/user/profile`) stay reachable. */
const honoPath = (op: Operation): string => {
  const entries = (op.params as { entries?: Record<string, unknown> } | undefined)?.entries ?? {};
  return op.path
    .replace(/^\/api/, '')
    .replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) =>
      entries[name] === IdParam ? `:${name}{[0-9]+}` : `:${name}`,
    );
};

const handlerOf =
  (served: Served): MiddlewareHandler<AppEnv> =>
  async (c) => {
    const { op } = served;
    // 401 before any validation, so a visitor learns first that signing in is needed.
    const actor = op.auth === 'required' ? requireActor(c) : c.get('actor');
    // The one place the onboarding rule lives: nothing that needs a profile works without one.
    if (op.auth === 'required' && !op.beforeOnboarding && !c.get('profileComplete'))
      throw profileIncomplete();
    const params = op.params ? check(op.params, 'path')(c.req.param()) : undefined;
    const query = op.query ? check(op.query, 'query')(c.req.query()) : undefined;
    const body = op.body && !op.multipart ? check(op.body, 'body')(await readJson(c)) : undefined;
    if (op.rateLimit) await enforceRateLimit(c, op.rateLimit);
    return served.handle({ params, query, body, actor, c } as OperationInput<Operation>);
  };

/** The routes of an area table, mounted under /api by the app. */
export const routesOf = (table: readonly Served[]): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  for (const served of table) app.on(served.op.method.toUpperCase(), honoPath(served.op), handlerOf(served));
  return app;
};
