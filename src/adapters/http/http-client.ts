import { Effect } from 'effect';
import * as v from 'valibot';
import { type ApiError, decodeError, networkError, timeoutError } from '../../application/errors';
import { type Operation, operationPath, type PathValues, type QueryValues } from '../../contract/operation';
import { errorFromResponse, parseResponseText, type SignOutDeps } from './error-response';

/**
 * Spec section 7: a plain client timeout of 5000 ms. The section's other rule, queries retried once,
 * lives in TanStack Query's defaults (application/query-client.ts, `retry: 1`; mutations are not
 * retried): this client makes one attempt per call, so a retry here would double it.
 *
 * The timer is a plain setTimeout joined with the caller's signal (`joinSignals`), not Effect's
 * `Effect.timeoutOrElse` (Effect 4's form of `timeoutFail`): this module is in the entry chunk, and
 * Effect's timeout brings Effect.sleep, the Clock and Duration parsing into it, +3.2 KB gzip (153,443 to
 * 156,668 bytes) against scripts/bundle-size.mjs's budget of 153,600. Tried and reverted; see the
 * history of this file. http-client-timeout.test.ts holds the timeout and cancellation rules either way.
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

/** A timeout signal joined with the caller's (the actor's or the query's) signal. */
const joinSignals = (outer: AbortSignal, timeoutMs: number) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (outer.aborted) controller.abort();
  else outer.addEventListener('abort', onAbort, { once: true });
  const dispose = () => {
    clearTimeout(timer);
    outer.removeEventListener('abort', onAbort);
  };
  return { signal: controller.signal, timedOut: () => timedOut, dispose };
};

export const createHttpClient = (deps: HttpClientDeps): HttpClient => {
  const baseUrl = deps.baseUrl ?? '';
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const perform = async (
    method: string,
    path: string,
    schema: v.GenericSchema | null,
    body: Body,
    outer: AbortSignal,
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
    const timing = joinSignals(outer, timeoutMs);
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal: timing.signal,
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
      if (deps.leavingPage?.()) return new Promise<never>(() => undefined);
      return { ok: false, error: timing.timedOut() ? timeoutError() : networkError() };
    } finally {
      timing.dispose();
    }
  };

  const run = (method: string, path: string, schema: v.GenericSchema | null, body: Body) =>
    Effect.flatMap(
      Effect.promise((signal) => perform(method, path, schema, body, signal)),
      (outcome): Effect.Effect<unknown, ApiError> =>
        outcome.ok ? Effect.succeed(outcome.value) : Effect.fail(outcome.error),
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
