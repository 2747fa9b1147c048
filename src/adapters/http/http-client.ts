import { Effect, Schedule } from 'effect';
import * as v from 'valibot';
import { type ApiError, decodeError, networkError, timeoutError } from '../../application/errors';
import { CLIENT_WAIT_MS } from '../../domain/rate-limit';
import { type Operation, operationPath, type PathValues, type QueryValues } from '../../contract/operation';
import { errorFromResponse, parseResponseText, type SignOutDeps } from './error-response';

/**
 * Spec section 7's client rules, in Effect: a plain timeout of 5000 ms per attempt
 * (`Effect.timeoutOrElse`: the fiber is interrupted, and with it the request, through the AbortSignal
 * `Effect.promise` hands to fetch), a query (GET) retried once after a short pause when the failure is
 * transient (`Effect.retry` with a `Schedule`), and cancellation by the caller (the actor's or the
 * query's fiber, interrupted the same way). Mutations are never retried: a write the server may have
 * done must not be sent twice. TanStack Query does not retry on top of this (application/query-client.ts).
 *
 * The module loads in a chunk of its own beside the first render (lazy-adapters.ts `lazyHttpClient`),
 * so Effect's timer and schedule code stay out of the entry script.
 */
/** The server keeps its deliberate delays below it (src/domain/rate-limit.ts). */
export const REQUEST_TIMEOUT_MS = CLIENT_WAIT_MS;
/** The pause before a query's one retry. */
export const QUERY_RETRY_PAUSE_MS = 1000;
export interface HttpClientDeps extends SignOutDeps {
  /** '' for the same origin (the server serves the app). */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
  readonly retryPauseMs?: number;
  readonly fetch?: typeof fetch;
  /**
   * Whether the page is being left (browser/page-leaving.ts). A request the browser cuts off then
   * never settles instead of failing: what a failure would start (spec section 8's silent logout after
   * a failed profile check, an error toast) must not follow a reader who only moved to another page.
   */
  readonly leavingPage?: () => boolean;
}

export type Body = { readonly json: unknown } | { readonly form: FormData } | undefined;

type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

type ResponseOf<Op extends Operation> = Op['response'] extends v.GenericSchema
  ? v.InferOutput<Op['response']>
  : undefined;
type BodyOf<Op extends Operation> = Op['body'] extends v.GenericSchema ? v.InferInput<Op['body']> : undefined;

/** A call of a contract operation: its path filled from `params`, the query, and the JSON body. */
export interface CallOptions<Op extends Operation> {
  readonly params?: PathValues;
  readonly query?: QueryValues;
  readonly body?: BodyOf<Op>;
}

export interface HttpClient {
  /**
   * Calls a contract operation: method and path come from the operation (each path is declared once,
   * in src/contract), the answer is parsed with its response schema.
   */
  call<const Op extends Operation>(
    op: Op,
    options?: CallOptions<Op>,
  ): Effect.Effect<ResponseOf<Op>, ApiError>;
  /** Sends a request and parses a 2xx answer with `schema` (null: no body expected). */
  request<S extends v.GenericSchema>(
    method: string,
    path: string,
    schema: S,
    body?: Body,
  ): Effect.Effect<v.InferOutput<S>, ApiError>;
  request(method: string, path: string, schema: null, body?: Body): Effect.Effect<void, ApiError>;
  /** Multipart upload (images): the browser sets the boundary header itself. */
  upload<S extends v.GenericSchema>(
    path: string,
    form: FormData,
    schema: S,
  ): Effect.Effect<v.InferOutput<S>, ApiError>;
}

/**
 * Worth a second try: the answer never came (timeout, dropped connection) or the server failed (5xx).
 * A 4xx, a refusal or a bad shape would only fail again.
 */
export const isTransient = (error: ApiError): boolean =>
  error._tag === 'Timeout' || (error._tag === 'Network' && (error.status === null || error.status >= 500));

export const createHttpClient = (deps: HttpClientDeps): HttpClient => {
  const baseUrl = deps.baseUrl ?? '';
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const pause = Schedule.spaced(deps.retryPauseMs ?? QUERY_RETRY_PAUSE_MS);
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const perform = async (
    method: string,
    path: string,
    schema: v.GenericSchema | null,
    body: Body,
    signal: AbortSignal,
  ): Promise<Outcome<unknown>> => {
    const headers = new Headers({ Accept: 'application/json' });
    // Re-read before every request: another tab or the session may have changed it.
    const token = deps.tokenStore.get();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body && 'json' in body) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body.json);
    } else if (body && 'form' in body) payload = body.form;
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal,
      });
      const data = parseResponseText(await response.text());
      if (!response.ok) return { ok: false, error: errorFromResponse(deps, response.status, data) };
      if (schema === null) return { ok: true, value: undefined };
      const parsed = v.safeParse(schema, data);
      if (parsed.success) return { ok: true, value: parsed.output };
      return {
        ok: false,
        error: decodeError(parsed.issues.map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`)),
      };
    } catch {
      // Also reached when the timeout or the caller interrupted the fiber: its answer is then unread.
      if (deps.leavingPage?.()) return new Promise<never>(() => undefined);
      return { ok: false, error: networkError() };
    }
  };

  /** What a request cut off while the page is being left answers: nothing, ever (see `leavingPage`). */
  const timedOut = (): Effect.Effect<never, ApiError> =>
    deps.leavingPage?.() ? Effect.never : Effect.fail(timeoutError());

  const run = (
    method: string,
    path: string,
    schema: v.GenericSchema | null,
    body: Body,
    waitMs = timeoutMs,
  ) => {
    const attempt = Effect.flatMap(
      Effect.promise((signal) => perform(method, path, schema, body, signal)),
      (outcome): Effect.Effect<unknown, ApiError> =>
        outcome.ok ? Effect.succeed(outcome.value) : Effect.fail(outcome.error),
    ).pipe(Effect.timeoutOrElse({ duration: waitMs, orElse: timedOut }));
    return method === 'GET'
      ? Effect.retry(attempt, { times: 1, schedule: pause, while: isTransient })
      : attempt;
  };

  return {
    call: (op, options = {}) =>
      run(
        op.method.toUpperCase(),
        operationPath(op, options.params, options.query),
        op.response ?? null,
        options.body === undefined ? undefined : { json: options.body },
      ) as never,
    request: run as HttpClient['request'],
    upload: (path, form, schema) => run('POST', path, schema, { form }) as never,
  };
};
