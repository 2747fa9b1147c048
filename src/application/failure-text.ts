import { errorText } from '../domain/error-text';
import { GENERIC_ERROR_TEXT } from '../domain/text/errors';
import { isApiError } from './errors';

const HANGUL = /[\uac00-\ud7a3]/;

/**
 * The toast text of a failed action (spec section 8): the server's message when it sent one,
 * else this action's own Korean failure text (a dropped connection has no server message).
 */
export const failureText = (error: unknown, fallback: string): string => {
  if (!isApiError(error) || error.body === null) return fallback;
  const text = errorText(error.body);
  // An English message we have no Korean text for says nothing to the reader: the action's own text does.
  return text === GENERIC_ERROR_TEXT || !HANGUL.test(text) ? fallback : text;
};

/** The raw English message of a 400 answer, for the rules that key on it (spec section 5). */
export const badRequestMessage = (error: unknown): string | null =>
  isApiError(error) && error._tag === 'BadRequest' ? error.message : null;
