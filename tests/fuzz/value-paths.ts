import { flatten, type Node, WRAPPERS } from './schema-arbitrary';

/** Where the fields of a schema sit in a value, and copies of a value with one field changed or gone. */

/** One field of a schema: where it sits in the value, and its schema. */
export type Leaf = { readonly path: readonly (string | number)[]; readonly schema: Node };

/** Every field of an object schema (nested objects and array items included). */
export const leavesOf = (schema: Node, path: readonly (string | number)[] = []): Leaf[] => {
  const { base } = flatten(schema);
  if (WRAPPERS.has(base.type) && base.wrapped) return leavesOf(base.wrapped, path);
  if (base.entries)
    return [
      ...(path.length > 0 ? [{ path, schema }] : []),
      ...Object.entries(base.entries).flatMap(([key, entry]) => leavesOf(entry, [...path, key])),
    ];
  if (base.type === 'array' && base.item) return [{ path, schema }, ...leavesOf(base.item, [...path, 0])];
  return path.length > 0 ? [{ path, schema }] : [];
};

/** A copy of `value` with the field at `path` set to `next` (objects and arrays made on the way). */
export const setIn = (value: unknown, path: readonly (string | number)[], next: unknown): unknown => {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  if (typeof key === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[key] = setIn(list[key], rest, next);
    return list;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  return { ...object, [key]: setIn((object as Record<string, unknown>)[key], rest, next) };
};

/** A copy of `value` without the field at `path`. */
export const dropIn = (value: unknown, path: readonly (string | number)[]): unknown => {
  const [key, ...rest] = path;
  if (key === undefined || !value || typeof value !== 'object') return value;
  if (rest.length > 0) return setIn(value, [key], dropIn((value as Record<string, unknown>)[key], rest));
  if (Array.isArray(value)) return value.filter((_, i) => i !== key);
  const { [key]: _drop, ...others } = value as Record<string, unknown>;
  return others;
};
