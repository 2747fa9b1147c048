import * as v from 'valibot';
import { VALIDATION_TEXT } from '../domain/text/validation';
import type { ErrorBody } from './common';

const HANGUL = /[\uAC00-\uD7A3]/;

/**
 * One `{field, reason}` per bad field (the first problem found for it). Reasons are the contract's Korean
 * messages; valibot's English defaults (a missing key, a wrong type) become the catalogue's Korean text.
 * The server answers invalid input with these, and the demo backend (which validates with the same
 * schemas) answers alike.
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

/** A value checked with a contract schema: its output, or the 400 body the server sends for it. */
export const checkWith = <S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  root: string,
):
  | { readonly ok: true; readonly value: v.InferOutput<S> }
  | { readonly ok: false; readonly body: ErrorBody } => {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, body: { message: 'Bad Request', errors: fieldErrors(result.issues, root) } };
};
