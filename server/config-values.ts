import * as v from 'valibot';

/** The value schemas of the environment's settings (config.ts), each with its one-line error. */

export const Bool = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0', 'yes', 'no', ''], 'must be true or false'), ''),
    v.transform((s) => (s === '' ? fallback : s === 'true' || s === '1' || s === 'yes')),
  );

export const Url = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(v.pipe(v.string(), v.url(`${name} must be an absolute URL`))),
    ),
  );

/** Whole minutes from 0 (off) to one week. */
export const Minutes = (name: string, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => (s.trim() === '' ? String(fallback) : s.trim())),
    v.regex(/^[0-9]{1,5}$/, `${name} must be a whole number of minutes (0 turns it off)`),
    v.transform(Number),
    v.maxValue(10_080, `${name} must be at most 10080 (a week)`),
  );

/** A whole number from 1 to `max`, `fallback` when unset or empty. */
export const Count = (name: string, fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => (s.trim() === '' ? String(fallback) : s.trim())),
    v.regex(/^[0-9]{1,6}$/, `${name} must be a whole number from 1 to ${max}`),
    v.transform(Number),
    v.minValue(1, `${name} must be a whole number from 1 to ${max}`),
    v.maxValue(max, `${name} must be a whole number from 1 to ${max}`),
  );

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A list of feed URLs separated by commas, spaces or new lines. */
export const UrlList = (name: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((s) => s.split(/[\s,]+/).filter((x) => x !== '')),
    v.check((urls) => urls.every(isHttpUrl), `${name} must list absolute http(s) URLs`),
  );
