import fc from 'fast-check';
import { MAX_ID } from '../../src/contract/common';
import NAUGHTY from './naughty-strings.json';

/**
 * Values no well-behaved client sends. The naughty strings are a selection from the Big List of Naughty
 * Strings (https://github.com/minimaxir/big-list-of-naughty-strings, MIT, (c) 2015-2020 Max Woolf): up to
 * a dozen of each of its sections, forty of its script injections (naughty-strings.json).
 */

/**
 * What an answer must never contain: a file path of the server or a stack frame. The fuzzer's own
 * values never contain them either, so an answer that echoes a value is not taken for a leak.
 */
export const LEAK =
  /\/work\/|\/home\/|node_modules|\.ts:|\bat (?:[\w$.<>[\] ]+ \()?(?:file:|node:|\/)\S*:\d+:\d+/;

export const NAUGHTY_STRINGS: readonly string[] = (NAUGHTY as string[]).filter((s) => !LEAK.test(s));

/** Every C0 control, DEL, a C1 control (NEL) and the line and paragraph separators. */
export const CONTROLS: readonly string[] = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0085',
  '\u009b',
  '\u2028',
  '\u2029',
];

/** Halves of a surrogate pair alone, or the wrong way round. */
export const LONE_SURROGATES: readonly string[] = ['\ud800', '\udbff', '\udc00', '\udfff', '\ude00\ud83d'];

/** Numbers an id or a count cannot take (and the ones at its edges). */
export const HUGE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  MAX_ID,
  MAX_ID + 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Numbers as text, for query strings, path segments and string fields. */
export const NUMBER_TEXTS: readonly string[] = [
  '0',
  '-0',
  '-1',
  '1.5',
  '1e3',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999',
  '1e308',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '00000000001',
  ' 1',
  '1 ',
  '１',
  '٣',
];

const nested = (depth: number, open: string, close: string, inner: string) =>
  open.repeat(depth) + inner + close.repeat(depth);

/** JSON values of the wrong shape: every type, deep nesting, prototype keys. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  '',
  [],
  {},
  [1, 2, 3],
  ['가'],
  { $ne: null },
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true}}'),
  { constructor: { prototype: { admin: true } } },
  JSON.parse(nested(2000, '[', ']', '0')),
  JSON.parse(nested(2000, '{"a":', '}', '0')),
];

/** Strings with one forbidden character planted in plain Korean text. */
const planted = fc
  .tuple(fc.constantFrom(...CONTROLS, ...LONE_SURROGATES), fc.constantFrom('', '축구', '가 나', 'abc'))
  .map(([bad, around]) => `${around.slice(0, 1)}${bad}${around.slice(1)}`);

/** Text no field should take as it is: naughty, forbidden characters, numbers as text, very long. */
export const hostileText: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 5, arbitrary: fc.constantFrom(...NAUGHTY_STRINGS) },
    { weight: 3, arbitrary: planted },
    { weight: 2, arbitrary: fc.constantFrom(...NUMBER_TEXTS) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t', '\r\n', '　', '\u200b', '\ufeff') },
    {
      weight: 1,
      // Long, in words: one very long word is slow to index (schema-arbitrary.ts, LONGEST_WORD).
      arbitrary: fc
        .constantFrom('a ', '가나 ', '😀 ', '<b>', '%00', `${'a'.repeat(1999)} `)
        .chain((unit) =>
          fc.integer({ min: 1000, max: 70_000 }).map((n) => unit.repeat(Math.ceil(n / unit.length))),
        ),
    },
    // Any UTF-16 units, lone surrogates included (fc.string's binary unit costs a second to build).
    {
      weight: 2,
      arbitrary: fc.array(fc.nat(0xffff), { maxLength: 40 }).map((units) => String.fromCharCode(...units)),
    },
  )
  .filter((s) => !LEAK.test(s));

/** Any JSON value a hostile client may put where a field goes. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/**
 * Text put in a URL as it is, not percent-encoded: broken escapes, an encoded NUL, dot segments, and
 * characters that end the segment or the query.
 */
export const RAW_URL_TEXTS: readonly string[] = [
  '%',
  '%0',
  '%zz',
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '..',
  '..%2F..%2Fetc',
  '%2e%2e',
  'a%2Fb',
  'a;b',
  'a%23b',
  '%20',
  '+',
];

/** A value written into a URL: text is percent-encoded, `raw` goes in as it is. */
export type UrlText = string | { readonly raw: string };

/**
 * Percent-encodes text for a URL. A lone surrogate has no UTF-8 form: it goes out as the three bytes a
 * careless encoder writes for it (CESU-8), which no decoder takes.
 */
export const encodeUrlText = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
        return encodeURIComponent(ch);
      })
      .join('');
  }
};

/** A value as it goes into a URL: `raw` as it is, anything else percent-encoded. */
export const urlText = (value: unknown): string =>
  value && typeof value === 'object' && 'raw' in value
    ? String((value as { raw: string }).raw)
    : encodeUrlText(String(value));

/** Whether a value stays one path segment (an empty or dot segment, a slash, `?` or `#` would change the path). */
export const staysInSegment = (value: unknown): boolean => {
  const text = urlText(value);
  return text !== '' && !/^(?:\.|%2e){1,2}$/i.test(text) && !/[/?#]/.test(text);
};

/** Hostile text for a path segment or a query value. */
export const hostileUrlText: fc.Arbitrary<UrlText> = fc.oneof(
  { weight: 4, arbitrary: hostileText.filter((s) => s.length < 3000) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_TEXTS).map((raw) => ({ raw })) },
);
