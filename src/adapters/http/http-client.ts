import { Duration, Effect } from 'effect';
import * as v from 'valibot';
import { type ApiError, decodeError, networkError, timeoutError } from '../../application/errors';
import { type Operation, operationPath, type PathValues, type QueryValues } from '../../contract/operation';
import { errorFromResponse, parseResponseText, type SignOutDeps } from './error-response';

/**
 * Spec section 7: a plain client timeout of 5000 ms (`Effect.timeoutOrElse` below: Effect 4's form of
 * Effect 3's `timeoutFail`). The section's other rule, queries retried once, lives in TanStack Query's
 * defaults (application/query-client.ts, `retry: 1`; mutations are not retried): this client makes one
 * attempt per call, so a retry here would double it.
 */
export const REQUEST_TIMEOUT_MS = 5000;
export interface HttpClientDeps extends SignOutDeps {
  /** '' for the same origin (the server serves the app). */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
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

export const createHttpClient = (deps: HttpClientDeps): HttpClient => {
  const baseUrl = deps.baseUrl ?? '';
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** The request as the browser gets it; the token is re-read for every request. */
  const prepare = (method: string, body: Body): RequestInit => {
    const headers = new Headers({ Accept: 'application/json' });
    // Re-read before every request: another tab or the session may have changed it.
    const token = deps.tokenStore.get();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body && 'json' in body) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body.json);
    } else if (body && 'form' in body) payload = body.form;
    return { method, headers, body: payload, credentials: 'include' };
  };

  /**
   * One exchange: the answer as an outcome (a failed status is one, after the sign-out rules of
   * error-response.ts). It rejects only when the request itself fails (offline, DNS, CORS, aborted).
   */
  const exchange = async (
    path: string,
    init: RequestInit,
    schema: v.GenericSchema | null,
  ): Promise<Outcome<unknown>> => {
    const response = await doFetch(`${baseUrl}${path}`, init);
    const data = parseResponseText(await response.text());
    if (!response.ok) return { ok: false, error: errorFromResponse(deps, response.status, data) };
    if (schema === null) return { ok: true, value: undefined };
    const parsed = v.safeParse(schema, data);
    if (parsed.success) return { ok: true, value: parsed.output };
    return {
      ok: false,
      error: decodeError(parsed.issues.map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`)),
    };
  };

  /**
   * The exchange under spec section 7's timeout. Its AbortSignal is aborted when the fiber is
   * interrupted: by the timeout (Effect.timeoutOrElse interrupts the losing exchange) or by the caller
   * (`Effect.runPromise(effect, { signal })` with the query's or the actor's signal), so the browser
   * cancels the request in both cases. A request that fails or times out while the page is being left
   * goes unanswered (Effect.never) instead of failing. A body that cannot be sent (JSON.stringify
   * throws) is a defect, not a failed request.
   */
  const run = (method: string, path: string, schema: v.GenericSchema | null, body: Body) =>
    Effect.suspend(() => {
      const init = prepare(method, body);
      return Effect.tryPromise({
        try: (signal) => exchange(path, { ...init, signal }, schema),
        catch: (): ApiError => networkError(),
      });
    }).pipe(
      Effect.timeoutOrElse({
        duration: Duration.millis(timeoutMs),
        orElse: () => Effect.fail(timeoutError()),
      }),
      Effect.catch((error) => (deps.leavingPage?.() ? Effect.never : Effect.fail(error))),
      Effect.flatMap(
        (outcome): Effect.Effect<unknown, ApiError> =>
          outcome.ok ? Effect.succeed(outcome.value) : Effect.fail(outcome.error),
      ),
    );

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
