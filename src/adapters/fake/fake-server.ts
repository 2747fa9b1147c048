import { Effect } from 'effect';
import * as v from 'valibot';
import { type ApiError, apiErrorFromStatus } from '../../application/errors';
import type { AuthEvents } from '../../application/ports/auth-events.port';
import type { Navigator } from '../../application/ports/navigator.port';
import type { TokenStore } from '../../application/ports/token-store.port';
import type { ErrorBody } from '../../contract/common';
import { checkWith } from '../../contract/field-errors';
import type { Operation, PathValues, QueryValues } from '../../contract/operation';
import { SERVER_MESSAGES } from '../../domain/server-messages';
import { decodeRoleClaim, decodeUserIdClaim } from '../../domain/session';
import type { Viewer } from '../../domain/viewer';
import { errorFromResponse } from '../http/error-response';
import { createFakeNotifier } from './fake-notifier';
import { createFakeStore, type FakeStore } from './fake-store';

/**
 * The demo backend's edge, as the server's route layer (server/adapters/http/operation-routes.ts)
 * works: each fake port method names the contract operation it stands for, and the call is checked
 * the same way, in the same order: a present but bad token is 401, a visitor on an `auth: 'required'`
 * operation is 401, then path, query and body are checked with the operation's schemas (400 with the
 * same field reasons). The handler then plays the use case; its answer goes through the operation's
 * response schema, as the HTTP adapter parses the server's, so both give the same shapes.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/** Ends a handler with an error answer, as a use case's tagged failure ends at the server's edge. */
export const refuse = (status: number, message: string, errors?: ErrorBody['errors']): never => {
  throw new Refusal(status, errors && errors.length > 0 ? { message, errors } : { message });
};
export const badField = (field: string, reason: string): never =>
  refuse(400, SERVER_MESSAGES.badRequest, [{ field, reason }]);
export const forbidden = (): never => refuse(403, SERVER_MESSAGES.forbidden);
export const notFound = (message: string = SERVER_MESSAGES.notFound): never => refuse(404, message);

export interface FakeServerOptions {
  readonly tokenStore: TokenStore;
  /** Given, a 400 or 401 is logged and an exact 'Unauthorized' signs out, as the HTTP adapter does. */
  readonly signOut?: { readonly navigator: Navigator; readonly authEvents: AuthEvents };
  readonly store?: FakeStore;
  /** Demo: a little delay so loading states show; tests: 0. */
  readonly latencyMs?: number;
  /** Tests: a call the fake cannot answer sensibly throws instead of answering 404. */
  readonly strict?: boolean;
  readonly now?: () => Date;
}

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;
type Answer<Op extends Operation> = Op['response'] extends v.GenericSchema
  ? v.InferOutput<Op['response']>
  : undefined;

export interface FakeRequest<Op extends Operation> {
  readonly actor: Op['auth'] extends 'required' ? NonNullable<Viewer> : Viewer;
  readonly params: Out<Op['params']>;
  readonly query: Out<Op['query']>;
  readonly body: Out<Op['body']>;
}

export interface FakeCall {
  readonly params?: PathValues;
  readonly query?: QueryValues;
  readonly body?: unknown;
}

/** Paths that never read the token (the server's auth middleware skips them too). */
const IGNORES_TOKEN = /^\/api\/(auth\/|health$)/;

/** Values as they travel: path and query as strings (empty query values left out), bodies as JSON. */
const asStrings = (values: Readonly<Record<string, unknown>> = {}) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

export const createFakeServer = (options: FakeServerOptions) => {
  const now = options.now ?? (() => new Date());
  const store = options.store ?? createFakeStore({ now: now() });

  /** The signed-in user the token names; 'invalid' for a token the server would refuse. */
  const viewerOf = (token: string | null): Viewer | 'invalid' => {
    if (!token) return null;
    const id = decodeUserIdClaim(token);
    const user = store.users.find((u) => u.id === id);
    // The server re-reads the role on every request: a token whose role is stale is refused.
    if (!user || decodeRoleClaim(token) !== user.role) return 'invalid';
    return { id: user.id, role: user.role };
  };

  const errorOf = (refusal: Refusal): ApiError =>
    options.signOut
      ? errorFromResponse(
          { tokenStore: options.tokenStore, ...options.signOut },
          refusal.status,
          refusal.body,
        )
      : apiErrorFromStatus(refusal.status, refusal.body);

  /** 401 before any validation, so a visitor learns first that signing in is needed. */
  const actorOf = (op: Operation): Viewer => {
    const viewer = IGNORES_TOKEN.test(op.path) ? null : viewerOf(options.tokenStore.get());
    if (viewer === 'invalid') return refuse(401, SERVER_MESSAGES.unauthorized);
    if (op.auth === 'required' && viewer === null) return refuse(401, SERVER_MESSAGES.unauthorized);
    return viewer;
  };

  const check = (schema: v.GenericSchema | undefined, value: unknown, root: string) => {
    if (!schema) return undefined;
    const result = checkWith(schema, value, root);
    if (!result.ok) throw new Refusal(400, result.body);
    return result.value;
  };

  /** One operation, checked, handled and answered as the server does. */
  const call = <const Op extends Operation>(
    op: Op,
    input: FakeCall,
    handle: (request: FakeRequest<Op>) => unknown,
  ): Effect.Effect<Answer<Op>, ApiError> => {
    const run = Effect.suspend((): Effect.Effect<Answer<Op>, ApiError> => {
      try {
        const request = {
          actor: actorOf(op),
          params: check(op.params, asStrings(input.params), 'path'),
          query: check(op.query, asStrings(input.query), 'query'),
          body: op.multipart ? undefined : check(op.body, asJson(input.body), 'body'),
        } as FakeRequest<Op>;
        const value = handle(request);
        if (!op.response) return Effect.succeed(undefined as Answer<Op>);
        const parsed = v.safeParse(op.response, asJson(value));
        if (!parsed.success)
          throw new Error(
            `fake ${op.method} ${op.path}: answer does not match the contract: ${parsed.issues[0]?.message}`,
          );
        return Effect.succeed(parsed.output as Answer<Op>);
      } catch (error) {
        if (error instanceof Refusal) return Effect.fail(errorOf(error));
        throw error;
      }
    });
    return options.latencyMs ? Effect.delay(run, options.latencyMs) : run;
  };

  /** The viewer of the stored token, outside a call (the notification stream). */
  const currentViewer = (): Viewer => {
    const viewer = viewerOf(options.tokenStore.get());
    return viewer === 'invalid' ? null : viewer;
  };

  return {
    store,
    now,
    notifier: createFakeNotifier(store, now),
    call,
    currentViewer,
    strict: options.strict === true,
    latencyMs: options.latencyMs ?? 0,
  };
};

export type FakeServer = ReturnType<typeof createFakeServer>;
