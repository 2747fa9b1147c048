import type { SortKey } from '../../../src/domain/content/policy';

/**
 * The list cursor of the Drizzle store (server/adapters/db/content-cursor.ts) without Buffer: base64url
 * of `[sort, key, id]`, where the key of 'latest' is the timestamp as PostgreSQL prints it in UTC. Both
 * hosts issue the same string for the same position and refuse the same strings.
 */
export type MemoryPosition = { readonly key: number; readonly id: number };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `published_at::text` with the session in UTC: trailing zeros of the fraction dropped, `+00`. */
export const timestampText = (at: Date): string => {
  const ms = at.getUTCMilliseconds();
  const fraction = ms === 0 ? '' : `.${pad(ms, 3).replace(/0+$/, '')}`;
  return (
    `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ` +
    `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}${fraction}+00`
  );
};

/** Milliseconds of a timestamp text in any offset; rows hold milliseconds, so microseconds are cut. */
const timestampMs = (text: string): number => {
  const [, date, time, fraction = '', offset] =
    /^(\S+) (\d{2}:\d{2}:\d{2})(?:\.(\d+))?([+-]\d{2}(?::\d{2})?)$/.exec(text) ?? [];
  const zone = offset && offset.length === 3 ? `${offset}:00` : offset;
  return Date.parse(`${date}T${time}.${fraction.padEnd(3, '0').slice(0, 3)}${zone}`);
};

const toBase64Url = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/**
 * Decoded as leniently as Node's Buffer does (either alphabet, other characters skipped, the end at
 * the first '=', a dangling sixth of a byte dropped), so a string one host accepts the other accepts too.
 */
const fromBase64Url = (text: string): string => {
  let clean = (text.split('=')[0] ?? '')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/[^A-Za-z0-9+/]/g, '');
  if (clean.length % 4 === 1) clean = clean.slice(0, -1);
  const binary = atob(clean.padEnd(Math.ceil(clean.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
};

/** The cursor after a row whose sort value is `key` (a time for 'latest', else a count). */
export const encodeCursor = (sort: SortKey, key: Date | number, id: number): string =>
  toBase64Url(JSON.stringify([sort, key instanceof Date ? timestampText(key) : key, id]));

/** The position of a cursor issued for `sort` (times as milliseconds), or null. */
export const decodeCursor = (sort: SortKey, cursor: string): MemoryPosition | null => {
  try {
    const value: unknown = JSON.parse(fromBase64Url(cursor));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [kind, key, id] = value as unknown[];
    if (kind !== sort || !Number.isSafeInteger(id) || (id as number) < 1) return null;
    if (sort === 'latest') {
      if (typeof key !== 'string' || !TIMESTAMP.test(key)) return null;
      const ms = timestampMs(key);
      return Number.isNaN(ms) ? null : { key: ms, id: id as number };
    }
    return Number.isSafeInteger(key) ? { key: key as number, id: id as number } : null;
  } catch {
    return null;
  }
};
