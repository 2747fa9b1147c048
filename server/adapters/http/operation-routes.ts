import type { Effect } from 'effect';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import { IdParam } from '../../../src/contract/common';
import { pathPattern } from '../../../src/contract/operation-match';
import { bodyLimit, type Operation, successStatus } from '../../../src/contract/operation';
import { VALIDATION_TEXT } from '../../../src/domain/text/validation';
import type { AppError } from '../../application/errors';
import type { Binding } from '../../bindings';
import type { RuleAnswer } from '../../bindings/binding';
import { admission, consentAdmission, heldForConsent } from '../../bindings/admission';
import { cachedReadOf, scopesWrittenBy } from './cache/cached-operations';
import { type Refresh, readThrough, sharesAnswers } from './cache/read-through';
import type { Actor, AppEnv } from './env';
import { HttpError } from './http-error';
import { enforceRateLimit } from './rate-limit';
import { carriesBody, payloadTooLarge, readBody, refuseDeclaredOver } from './request-body';
import { respond } from './run';
import { check } from './validate';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What a handler receives: validated parameters, query and body, and the actor its `auth` implies. */
export type OperationInput<Op extends Operation> = {
  readonly params: Out<Op['params']>;
  readonly query: Out<Op['query']>;
  readonly body: Out<Op['body']>;
  readonly actor: Op['auth'] extends 'required' ? NonNullable<Actor> : Actor;
  readonly c: Context<AppEnv>;
  /**
   * The raw body under the operation's limit (`bodyLimit`), for routes that parse their own (multipart
   * uploads); past the limit it throws the route's 413.
   */
  readonly rawBody: () => Promise<Buffer>;
};

export type ServeOptions<Op extends Operation = Operation> = {
  /** How a route answers a body over its limit, when not with the generic 413 (an upload names its field). */
  readonly tooLarge?: () => HttpError;
  /**
   * For a read the response cache keeps (cache/cached-operations.ts): runs when a kept answer serves
   * the request, and may revise it (a detail counts the reader's view: one more).
   */
  readonly refresh?: (input: OperationInput<Op>) => ReturnType<Refresh>;
};

/** One registered operation: the route table of an area is a list of these. */
export interface Served {
  readonly op: Operation;
  readonly handle: (input: OperationInput<Operation>) => Promise<Response>;
  /** The use case's effect, for answers the response cache keeps (routes made with `serve`). */
  readonly compute?: (input: OperationInput<Operation>) => Promise<Effect.Effect<unknown, AppError>>;
  readonly refresh?: (input: OperationInput<Operation>) => ReturnType<Refresh>;
  readonly tooLarge?: () => HttpError;
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
  options: ServeOptions<Op> = {},
): Served => ({
  op,
  tooLarge: options.tooLarge,
  compute: async (input) => handler(input as unknown as OperationInput<Op>),
  ...(options.refresh
    ? { refresh: options.refresh as (input: OperationInput<Operation>) => ReturnType<Refresh> }
    : {}),
  handle: async (input) =>
    respond(
      input.c,
      await handler(input as unknown as OperationInput<Op>),
      successStatus(op) as 200 | 201 | 204,
    ),
});

/** What only the HTTP host knows of a caller, for the bound use cases that ask. */
export type BoundHost = {
  /** The keys a view counts under (the user, or a visitor's address and cookie). */
  readonly viewerKeys?: (c: Context<AppEnv>) => readonly string[];
  /** A multipart upload's file, read from the body under the operation's limit. */
  readonly upload?: (input: OperationInput<Operation>) => Promise<Uint8Array | null>;
};

/** An operation answered by its bound use case (server/bindings), with the host's knowledge of the caller. */
export const serveBound = (
  binding: Binding,
  host: BoundHost = {},
  options: ServeOptions<Operation> = {},
  /** What HTTP does around the use case (sign-in's slowing, an address budget); it calls `run` once. */
  around?: (input: OperationInput<Operation>, run: () => Promise<RuleAnswer>) => Promise<RuleAnswer>,
): Served => {
  const run = async (input: OperationInput<Operation>) =>
    binding.run({
      params: input.params,
      query: input.query,
      body: input.body,
      actor: input.actor,
      viewerKeys: () => host.viewerKeys?.(input.c) ?? [],
      upload: () => host.upload?.(input) ?? Promise.resolve(null),
    } as Parameters<Binding['run']>[0]);
  return serve(binding.op, around ? (input) => around(input, () => run(input)) : run, options);
};

/** An operation that writes its own response (streams, files, documents, multipart uploads). */
export const serveRaw = <const Op extends Operation>(
  op: Op,
  handler: (input: OperationInput<Op>) => Response | Promise<Response>,
  options: Pick<ServeOptions, 'tooLarge'> = {},
): Served => ({
  op,
  tooLarge: options.tooLarge,
  handle: async (input) => handler(input as unknown as OperationInput<Op>),
});

const badBody = () =>
  new HttpError(400, {
    message: 'Bad Request',
    errors: [{ field: 'body', reason: VALIDATION_TEXT.invalidValue }],
  });

/** The JSON body: absent (empty) is `undefined`, which an optional body schema accepts. */
const parseJson = (bytes: Buffer): unknown => {
  const text = bytes.toString('utf8');
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

const handlerOf = (served: Served): MiddlewareHandler<AppEnv> => {
  const { op } = served;
  // The one body limit of the operation, whatever the content type: 1 MB of JSON, an upload's own, or
  // next to nothing for an operation without a body (src/contract/operation.ts `bodyLimit`).
  const limit = bodyLimit(op);
  const tooLarge = served.tooLarge ?? (() => payloadTooLarge(op));
  // The response cache (cache/): the scope of a read it keeps, the scopes a write makes stale.
  const cachedRead = cachedReadOf(op);
  const written = scopesWrittenBy(op);
  return async (c) => {
    // A declared length over the limit is refused first, before a byte is read; a body that has not
    // been read when the answer goes out makes the listener close the connection (listener.ts).
    refuseDeclaredOver(c, limit, tooLarge);
    // Who may call it at all, before its input is read (the rule every host applies: bindings/admission.ts).
    const actor = c.get('actor');
    const refused = admission(op, {
      actor,
      profileComplete: c.get('profileComplete'),
      suspension: c.get('suspension'),
      guardianPending: c.get('guardianPending'),
    });
    if (refused) throw new HttpError(refused.status, refused.body);
    // A member's write waits for their consent to changed documents (issue 23): looked up for writes only.
    if (actor && heldForConsent(op)) {
      const unconsented = consentAdmission(op, await c.get('consentsDue')(actor.id));
      if (unconsented) throw new HttpError(unconsented.status, unconsented.body);
    }
    const responses = c.get('responses');
    // Decided here, where the viewer is known: only a request without one shares answers. Its input is
    // validated when it is computed: a kept answer exists only for a request that was valid.
    if (
      cachedRead &&
      responses &&
      served.compute &&
      !op.body &&
      !op.rateLimit &&
      sharesAnswers(c, actor, cachedRead)
    ) {
      if (carriesBody(c)) await readBody(c, limit, tooLarge);
      let input: OperationInput<Operation> | undefined;
      const validated = () =>
        (input ??= {
          params: op.params ? check(op.params, 'path')(c.req.param()) : undefined,
          query: op.query ? check(op.query, 'query')(c.req.query()) : undefined,
          body: undefined,
          // A shared answer is computed as a visitor sees it, whoever asked first.
          actor: null,
          c,
          rawBody: () => readBody(c, limit, tooLarge),
        } as OperationInput<Operation>);
      const { compute, refresh } = served;
      return readThrough(
        c,
        responses,
        cachedRead,
        () => compute(validated()),
        refresh && (() => refresh(validated())),
      );
    }
    const params = op.params ? check(op.params, 'path')(c.req.param()) : undefined;
    const query = op.query ? check(op.query, 'query')(c.req.query()) : undefined;
    let body: unknown;
    if (op.body && !op.multipart)
      body = check(op.body, 'body')(parseJson(await readBody(c, limit, tooLarge)));
    // A stray body to an operation that takes none is counted (chunks have no declared length) and dropped.
    else if (!op.multipart && carriesBody(c)) await readBody(c, limit, tooLarge);
    if (op.rateLimit) await enforceRateLimit(c, op.rateLimit);
    const rawBody = () => readBody(c, limit, tooLarge);
    const input = { params, query, body, actor, c, rawBody } as OperationInput<Operation>;
    const response = await served.handle(input);
    // Committed (a use case saves in one transaction before it answers): every process forgets what
    // the write made stale before this answer reaches the writer.
    if (written.length > 0 && responses && response.status < 400) responses.channel.announce(written);
    return response;
  };
};

export { pathPattern } from '../../../src/contract/operation-match';

/**
 * The methods some operation takes at a concrete path (HEAD wherever GET is), sorted: the `Allow` of a
 * 405. Empty for a path no operation has.
 */
export const allowedMethods = (operations: readonly Operation[]) => {
  const routes = operations.map((op) => ({ method: op.method.toUpperCase(), pattern: pathPattern(op) }));
  return (path: string): string[] => {
    const methods = new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
};

/** The routes of an area table, mounted under /api by the app. */
export const routesOf = (table: readonly Served[]): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  for (const served of table) app.on(served.op.method.toUpperCase(), honoPath(served.op), handlerOf(served));
  return app;
};
