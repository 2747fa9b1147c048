import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordingNavigator } from '../../src/adapters/fake/fake-browser';
import { createHttpClient } from '../../src/adapters/http/http-client';
import { createHttpSessionApi } from '../../src/adapters/http/http-session-api';
import { CLIENT_WAIT_MS, SIGN_IN_MAX_DELAY_MS } from '../../src/domain/rate-limit';
import { VALIDATION_TEXT } from '../../src/domain/text/validation';
import { outcome } from './helpers/outcome';

const REFUSED = {
  message: 'Bad credentials',
  errors: [{ field: 'password', reason: VALIDATION_TEXT.badCredentials }],
};

/**
 * The browser's sign-in adapter with the client's own wait, over a server that holds its answer back
 * by `holdMs` (the deliberate slowing of a guessed password, then the password check).
 */
const signInAnsweredAfter = (holdMs: number) => {
  const fetch = (_input: string, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response(JSON.stringify(REFUSED), { status: 401 })), holdMs);
      init.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  const session = createHttpSessionApi(
    createHttpClient({
      tokenStore: { get: () => null, set: () => undefined, remove: () => undefined },
      navigator: createRecordingNavigator(),
      authEvents: { onUnauthorized: () => () => undefined, emitUnauthorized: () => undefined },
      fetch: fetch as typeof globalThis.fetch,
    }),
  );
  return outcome(session.signIn({ email: 'guess@example.com', password: 'wrong-password' }));
};

describe('sign-in waits out the server’s slowing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the reason of an answer held back by the server’s longest delay plus a slow password check', async () => {
    // SIGN_IN_MAX_DELAY_MS leaves the rest of the client's wait to the check and the network: 1.9 s of it here.
    const answer = signInAnsweredAfter(SIGN_IN_MAX_DELAY_MS + 1900);
    await vi.advanceTimersByTimeAsync(SIGN_IN_MAX_DELAY_MS + 1900);
    expect(await answer).toEqual({ ok: false, tag: 'Unauthorized', ...REFUSED });
  });

  it('still gives up with its timeout on an answer that never comes in its wait', async () => {
    const answer = signInAnsweredAfter(CLIENT_WAIT_MS * 10);
    await vi.advanceTimersByTimeAsync(CLIENT_WAIT_MS + 1);
    expect(await answer).toMatchObject({ ok: false, tag: 'Timeout' });
  });
});
