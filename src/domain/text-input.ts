/**
 * Which characters a text input may hold: the one rule every request's strings are checked with (the
 * contract's `singleLineText`/`multiLineText` build on it) and imported text is cleaned with.
 *
 * Refused everywhere:
 * - control characters, Unicode category Cc: C0 (U+0000–U+001F, NUL among them, which PostgreSQL cannot
 *   store in text at all), DEL (U+007F) and C1 (U+0080–U+009F); nobody types them and they hide text;
 * - lone surrogates (U+D800–U+DFFF not in a pair): JSON can carry them as `\ud800`, but they are no
 *   character, and storing them as UTF-8 would silently turn them into U+FFFD.
 *
 * Multi-line text (comments, consultation messages, HTML bodies) may also hold tab, line feed and carriage
 * return (a CRLF line end); single-line text (titles, names, keywords, tokens) none of them.
 *
 * The patterns say which strings are allowed, in flagless syntax that matches UTF-16 code units (a pair
 * is matched as two units): JSON Schema and OpenAPI take them as they are, so the API document states
 * the rule. Matching is linear: the two alternatives never match the same unit.
 */
export const SINGLE_LINE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what the pattern excludes.
  /^(?:[^\u0000-\u001f\u007f-\u009f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

export const MULTI_LINE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what the pattern excludes.
  /^(?:[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/** Every character a single-line text may not hold (with the u flag a lone surrogate is a code point of Cs). */
const NOT_SINGLE_LINE = /[\p{Cc}\p{Cs}]/gu;

export const isSingleLineText = (text: string): boolean => SINGLE_LINE_TEXT.test(text);

export const isMultiLineText = (text: string): boolean => MULTI_LINE_TEXT.test(text);

/**
 * The text with every character a single-line text may not hold replaced by a space (imported feeds
 * and files: cleaned, not refused).
 */
export const toSingleLineText = (text: string): string => text.replace(NOT_SINGLE_LINE, ' ');
