import * as v from 'valibot';
import { ID_PATTERN, MAX_ID } from '../domain/paths';
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

/** Path id: a positive integer in a string. */
export const IdParam = v.pipe(
  v.string(),
  v.regex(ID_PATTERN, T.invalidNumber),
  v.transform(Number),
  v.maxValue(MAX_ID, T.invalidNumber),
);

/** `page` (1-based) and `size` (1 to 50) query parameters; lists differ only in their default size. */
export const pagingQuery = (defaultSize: number) =>
  v.object({
    page: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[0-9]{1,6}$/, T.invalidNumber),
        v.transform(Number),
        v.minValue(1, T.invalidNumber),
      ),
      '1',
    ),
    size: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[0-9]{1,3}$/, T.invalidNumber),
        v.transform(Number),
        v.minValue(1, T.invalidNumber),
        v.maxValue(50, T.invalidNumber),
      ),
      String(defaultSize),
    ),
  });

/** The spec's default page size of 10 (articles, comments, board posts). */
export const PagingQuery = pagingQuery(10);

/** `LEVEL_1` .. `LEVEL_10` for own-profile levels. */
export const UserLevel = v.pipe(v.string(), v.regex(/^LEVEL_([1-9]|10)$/));

export const HealthResponse = v.object({ status: v.literal('ok'), database: v.literal('reachable') });

export const LiveResponse = v.object({ status: v.literal('ok') });
