import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type * as v from 'valibot';
import { checkWith } from '../../../src/contract/field-errors';
import { HttpError } from './http-error';

export { fieldErrors } from '../../../src/contract/field-errors';

export const check =
  <S extends v.GenericSchema>(schema: S, root: string) =>
  (value: unknown): v.InferOutput<S> => {
    const result = checkWith(schema, value, root);
    if (result.ok) return result.value;
    throw new HttpError(400, result.body);
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
