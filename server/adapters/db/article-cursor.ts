import type { ArticleSortKey } from '../../ports/articles.port';

/** A keyset position: the sort value of the last item (timestamp text or views) and its id. */
export type KeysetPosition = { readonly key: string | number; readonly id: number };

/** Opaque to clients: base64url of `[sort, key, id]`, so a cursor cannot be replayed on another sort. */
export const encodeCursor = (sort: ArticleSortKey, position: KeysetPosition): string =>
  Buffer.from(JSON.stringify([sort === 'views' ? 'v' : 'p', position.key, position.id])).toString(
    'base64url',
  );

export const decodeCursor = (sort: ArticleSortKey, cursor: string): KeysetPosition | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [kind, key, id] = value as unknown[];
    if (!Number.isSafeInteger(id) || (id as number) < 1) return null;
    if (sort === 'views' && kind === 'v' && Number.isSafeInteger(key))
      return { key: key as number, id: id as number };
    const timestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
    if (sort === 'publishedAt' && kind === 'p' && typeof key === 'string' && timestamp.test(key)) {
      return { key, id: id as number };
    }
    return null;
  } catch {
    return null;
  }
};
