import * as v from 'valibot';
import { type ApiError, apiErrorFromStatus } from '../../application/errors';
import type { AuthEvents } from '../../application/ports/auth-events.port';
import type { Navigator } from '../../application/ports/navigator.port';
import type { TokenStore } from '../../application/ports/token-store.port';
import { ErrorBody } from '../../contract/common';

/** Spec sections 8 and 9: this exact message signs the user out. */
const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/** What the 'Unauthorized' sign-out touches; both the fetch client and the image upload have it. */
export interface SignOutDeps {
  readonly tokenStore: TokenStore;
  readonly navigator: Navigator;
  readonly authEvents: AuthEvents;
}

/** A response body as JSON: undefined when empty, the raw text when it is not JSON. */
export const parseResponseText = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Spec section 8: log the message of any 400/401; an exact 'Unauthorized' signs out and goes to /. */
const onClientError = (deps: SignOutDeps, status: number, body: ErrorBody | null) => {
  if (status !== 400 && status !== 401) return;
  console.warn(body?.message ?? `HTTP ${status}`);
  if (body?.message === UNAUTHORIZED_MESSAGE) {
    deps.tokenStore.remove();
    deps.navigator.go('/');
    deps.authEvents.emitUnauthorized();
  }
};

/** A non-2xx answer (its parsed body) as an ApiError, after the logging and sign-out rules above. */
export const errorFromResponse = (deps: SignOutDeps, status: number, data: unknown): ApiError => {
  const parsed = v.safeParse(ErrorBody, data);
  const body = parsed.success ? parsed.output : null;
  onClientError(deps, status, body);
  return apiErrorFromStatus(status, body);
};
