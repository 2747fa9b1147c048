import type * as v from 'valibot';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One API operation, described with the same valibot schemas the server validates with and the browser
 * parses with; the OpenAPI document and the /api/docs page are generated from the list of these.
 */
export type Operation = {
  readonly method: HttpMethod;
  /** OpenAPI style: `/api/user/{id}`. */
  readonly path: string;
  /** Area heading in the reference (Korean not needed: the reference is for developers). */
  readonly tag: string;
  readonly summary: string;
  /** none: token ignored; optional: visitors allowed, a bad token is still 401; required: 401 without one. */
  readonly auth: 'none' | 'optional' | 'required';
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema;
  /** Absent: the success answer has no body (204). */
  readonly response?: v.GenericSchema;
  /** Success status; 200 unless said. */
  readonly status?: number;
  /** Error statuses the operation answers besides 401 for a bad token. */
  readonly errors?: readonly number[];
  /** `text/event-stream` or `text/html` instead of JSON. */
  readonly produces?: string;
};

export const defineOperations = <const T extends readonly Operation[]>(operations: T): T => operations;
