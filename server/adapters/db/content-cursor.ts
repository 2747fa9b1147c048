import type { SortKey } from '../../../src/domain/content/policy';

/** A keyset position: the sort value of the last item (timestamp text or a count) and its id. */
export type KeysetPosition = { readonly key: string | number; readonly id: number };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** Opaque to clients: base64url of `[sort, key, id]`, so a cursor cannot be replayed on another sort. */
export const encodeCursor = (sort: SortKey, position: KeysetPosition): string =>
  Buffer.from(JSON.stringify([sort, position.key, position.id])).toString('base64url');

export const decodeCursor = (sort: SortKey, cursor: string): KeysetPosition | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [kind, key, id] = value as unknown[];
    if (kind !== sort || !Number.isSafeInteger(id) || (id as number) < 1) return null;
    if (sort === 'latest')
      return typeof key === 'string' && TIMESTAMP.test(key) ? { key, id: id as number } : null;
    return Number.isSafeInteger(key) ? { key: key as number, id: id as number } : null;
  } catch {
    return null;
  }
};
