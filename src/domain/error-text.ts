import { GENERIC_ERROR_TEXT, serverMessageText } from './text';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const nonBlank = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const firstReason = (errors: unknown): string | null => {
  if (!Array.isArray(errors)) return null;
  for (const entry of errors) {
    const reason = isRecord(entry) ? nonBlank(entry.reason) : null;
    if (reason !== null) return reason;
  }
  return null;
};

const readField = (body: Record<string, unknown>, key: string): unknown => {
  // A hostile getter must not turn an error message into a crash.
  try {
    return body[key];
  } catch {
    return undefined;
  }
};

/**
 * The text of a failed call (spec section 8): the first `errors[].reason`, else `detailedMessage`,
 * else `message`, else the generic Korean error. Accepts anything, since error bodies are untrusted.
 */
export const errorText = (body: unknown): string => {
  if (!isRecord(body)) return GENERIC_ERROR_TEXT;
  const text =
    firstReason(readField(body, 'errors')) ??
    nonBlank(readField(body, 'detailedMessage')) ??
    nonBlank(readField(body, 'message'));
  if (text === null) return GENERIC_ERROR_TEXT;
  return serverMessageText(text) ?? text;
};
