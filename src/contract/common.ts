import * as v from 'valibot';
import { ID_PATTERN, MAX_ID } from '../domain/paths';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '../domain/text-input';
import { VALIDATION_TEXT as T } from '../domain/text/validation';

/** Every error body of the API: spec section 8. */
export const ErrorBody = v.object({
  message: v.string(),
  detailedMessage: v.optional(v.string()),
  errors: v.optional(v.array(v.object({ field: v.string(), reason: v.string() }))),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

export const PageInfo = v.object({
  page: v.number(),
  totalPages: v.number(),
  totalElements: v.number(),
});
export type PageInfo = v.InferOutput<typeof PageInfo>;

/** `{ data, pageInfo }`: every paged list of the API. */
export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ data: v.array(item), pageInfo: PageInfo });

export { MAX_ID } from '../domain/paths';

/*
 * The building blocks of every request field (body, query, path). Text is `singleLineText` or
 * `multiLineText` (src/domain/text-input.ts says which characters: no control characters but tab and
 * line ends in multi-line text, no lone surrogates), or a token of plain ASCII whose own pattern leaves
 * no room for them (ids, cursors, one-time secrets). Integers are `IdParam`/`IdValue` (1 to MAX_ID) or
 * `queryInteger`. contract/request-fields.test.ts walks every operation and holds each field to it.
 */

type TextOptions = {
  /** Drop surrounding white space (a trailing newline included) before the check. */
  readonly trim?: boolean;
  /** The reason when the value is not a string at all. */
  readonly message?: string;
};

const textOf = (pattern: RegExp, { trim = false, message }: TextOptions): v.GenericSchema<string, string> =>
  trim
    ? v.pipe(v.string(message), v.trim(), v.regex(pattern, T.forbiddenCharacters))
    : v.pipe(v.string(message), v.regex(pattern, T.forbiddenCharacters));

/** Text on one line (titles, names, keywords, passwords): no control character, tab and newline included. */
export const singleLineText = (options: TextOptions = {}) => textOf(SINGLE_LINE_TEXT, options);

/** Text of several lines (comments, messages, HTML bodies): tab, line feed and carriage return allowed. */
export const multiLineText = (options: TextOptions = {}) => textOf(MULTI_LINE_TEXT, options);

/** Path id: a positive integer in a string. */
export const IdParam = v.pipe(
  v.string(),
  v.regex(ID_PATTERN, T.invalidNumber),
  v.transform(Number),
  v.maxValue(MAX_ID, T.invalidNumber),
);

/** An id in a JSON body: a whole number from 1 to MAX_ID (the database's integer columns). */
export const IdValue = v.pipe(
  v.number(),
  v.safeInteger(T.invalidNumber),
  v.minValue(1, T.invalidNumber),
  v.maxValue(MAX_ID, T.invalidNumber),
);

/** A whole number from `min` to `max` in a query string, written in digits only (never 1e3, -1 or 1.5). */
export const queryInteger = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(new RegExp(`^[0-9]{1,${String(max).length}}$`), T.invalidNumber),
    v.transform(Number),
    v.minValue(min, T.invalidNumber),
    v.maxValue(max, T.invalidNumber),
  );

/** Deepest `page` a query may name at all (lists may stop earlier: CONTENT_LIMITS.maxPage). */
export const MAX_QUERY_PAGE = 999_999;

/** `page` (1-based) and `size` (1 to 50) query parameters; lists differ only in their default size. */
export const pagingQuery = (defaultSize: number) =>
  v.object({
    page: v.optional(queryInteger(1, MAX_QUERY_PAGE), '1'),
    size: v.optional(queryInteger(1, 50), String(defaultSize)),
  });

/** The spec's default page size of 10 (articles, comments, board posts). */
export const PagingQuery = pagingQuery(10);

/** `LEVEL_1` .. `LEVEL_10` for own-profile levels. */
export const UserLevel = v.pipe(v.string(), v.regex(/^LEVEL_([1-9]|10)$/));

export const HealthResponse = v.object({ status: v.literal('ok'), database: v.literal('reachable') });

export const LiveResponse = v.object({ status: v.literal('ok') });
