import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { ErrorBody } from '../../../src/contract/common';
import { VALIDATION_TEXT } from '../../../src/domain/text/validation';
import { HttpError } from './http-error';

const HANGUL = /[\uAC00-\uD7A3]/;

/**
 * One `{field, reason}` per bad field (the first problem found for it). Reasons are the contract's Korean
 * messages; valibot's English defaults (a missing key, a wrong type) become the catalogue's Korean text.
 */
export const fieldErrors = (
  issues: readonly v.BaseIssue<unknown>[],
  root: string,
): NonNullable<ErrorBody['errors']> => {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path?.map((p) => String(p.key)).join('.') || root;
    if (seen.has(field)) continue;
    const reason = HANGUL.test(issue.message)
      ? issue.message
      : issue.input === undefined || issue.input === null
        ? VALIDATION_TEXT.required
        : VALIDATION_TEXT.invalidValue;
    seen.set(field, reason);
  }
  return [...seen].map(([field, reason]) => ({ field, reason }));
};

export const check =
  <S extends v.GenericSchema>(schema: S, root: string) =>
  (value: unknown): v.InferOutput<S> => {
    const result = v.safeParse(schema, value, { abortPipeEarly: true });
    if (result.success) return result.output;
    throw new HttpError(400, { message: 'Bad Request', errors: fieldErrors(result.issues, root) });
  };

const on = <S extends v.GenericSchema, T extends keyof ValidationTargets>(
  target: T,
  schema: S,
  root: string,
) => validator(target, (value) => check(schema, root)(value) as v.InferOutput<S>);

/** The JSON body, parsed with the contract schema; read it with `c.req.valid('json')`. */
export const validateJson = <S extends v.GenericSchema>(schema: S) => on('json', schema, 'body');
/** Query parameters (each a string); read them with `c.req.valid('query')`. */
export const validateQuery = <S extends v.GenericSchema>(schema: S) => on('query', schema, 'query');
/** Path parameters; read them with `c.req.valid('param')`. */
export const validateParam = <S extends v.GenericSchema>(schema: S) => on('param', schema, 'path');
