import type * as v from 'valibot';
import type { RateLimitPolicy } from '../domain/rate-limit';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One API operation, described with the same valibot schemas the server validates with and the browser
 * parses with. Each path is declared once, here: the server registers its route from it
 * (server/adapters/http/operation-routes.ts), the browser's HTTP adapter builds its request from it
 * (`operationPath`), and the OpenAPI document and the /api/docs page are generated from it.
 */
export type Operation = {
  readonly method: HttpMethod;
  /** OpenAPI style: `/api/user/{id}`. */
  readonly path: string;
  /** Area heading in the reference (Korean not needed: the reference is for developers). */
  readonly tag: string;
  /**
   * What the reference says of it. Tables the browser imports leave it out and keep their summaries in
   * a `<area>.docs.ts` beside them, which only the reference reads (src/contract/api.ts), so the prose
   * never travels in the browser's JavaScript.
   */
  readonly summary?: string;
  /** none: token ignored; optional: visitors allowed, a bad token is still 401; required: 401 without one. */
  readonly auth: 'none' | 'optional' | 'required';
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema;
  /** Absent: the success answer has no body (204). */
  readonly response?: v.GenericSchema;
  /** Success status; 200 with a response, 204 without, unless said. */
  readonly status?: number;
  /** Error statuses the operation answers besides 401 for a bad token. */
  readonly errors?: readonly number[];
  /** `text/event-stream`, `text/html` or an image type instead of JSON. */
  readonly produces?: string;
  /** A multipart upload: the body is a form, not JSON (the route reads it itself). */
  readonly multipart?: boolean;
  /**
   * The largest request body, in bytes, when not the default (`bodyLimit`): an upload states its file's
   * limit plus MULTIPART_ENVELOPE_BYTES.
   */
  readonly maxBodyBytes?: number;
  /**
   * The abuse limit every call spends (429 with Retry-After when exhausted): counted per user, or
   * per client address for visitors. Budgets per policy are server configuration (README).
   */
  readonly rateLimit?: RateLimitPolicy;
  /**
   * A signed-in user who has not finished onboarding (first social sign-in) may call this
   * `auth: 'required'` operation; every other one answers 403 `Profile Incomplete` until then.
   */
  readonly beforeOnboarding?: true;
  /**
   * A member under 14 whose guardian has not consented yet may call this mutation (sign-out, account
   * deletion, naming the guardian); every other one answers 403 `Guardian Consent Pending` until then
   * (server/bindings/admission.ts `guardianAdmission`).
   */
  readonly whileGuardianPending?: true;
  /**
   * A suspended member may still call this write (issue 22): signing out, reports (신고), objections
   * (이의제기) and account deletion. Every other write answers 403 `Account Suspended` while a
   * suspension is in force (server/bindings/admission.ts); reads are always open.
   */
  readonly whileSuspended?: true;
};

/** A named table of one area's operations; the names are what the adapters refer to. */
export const defineOperations = <const T extends Readonly<Record<string, Operation>>>(operations: T): T =>
  operations;

/** The summaries of a table's operations, by operation name (the reference's text). */
export type Summaries<T> = { readonly [K in keyof T]-?: string };

/** Pairs a table's operations with their summaries, for the reference. */
export const documented = <T extends object>(table: T, summaries: Summaries<T>): Map<Operation, string> =>
  new Map(
    (Object.entries(table) as [keyof T & string, Operation][]).map(([name, op]) => [op, summaries[name]]),
  );

/** Every operation of some tables, in declaration order. */
export const operationsOf = (...tables: readonly object[]): readonly Operation[] =>
  tables.flatMap((table) => Object.values(table) as Operation[]);

/** The largest JSON body any operation accepts. */
export const JSON_BODY_BYTES = 1024 * 1024;

/**
 * What an operation without a body tolerates (a stray `{}` from a generic client), read and dropped;
 * anything larger is refused like an oversized body.
 */
export const NO_BODY_BYTES = 1024;

/** Room for a multipart form's boundaries and part headers around the one file it carries. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/**
 * The request-body limit of an operation, whatever the content type claims: its own, else 1 MB for a
 * JSON body, else NO_BODY_BYTES. The server refuses more with 413 as the body streams (a declared
 * Content-Length above it before reading a byte); the OpenAPI document states it.
 */
export const bodyLimit = (op: Operation): number =>
  op.maxBodyBytes ?? (op.body ? JSON_BODY_BYTES : NO_BODY_BYTES);

/** Whether an operation takes a request body (JSON or a multipart form). */
export const takesBody = (op: Operation): boolean => op.body !== undefined || op.multipart === true;

/** The success status: the declared one, else 200 with a response body and 204 without. */
export const successStatus = (op: Operation): number => op.status ?? (op.response || op.produces ? 200 : 204);

export type PathValues = Readonly<Record<string, string | number>>;
export type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * The concrete path of an operation: `{name}` filled (encoded) from `params`, then the query string
 * without empty values. A missing parameter is a programming error and throws.
 */
export const operationPath = (op: Operation, params: PathValues = {}, query: QueryValues = {}): string => {
  const path = op.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.method} ${op.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
};
