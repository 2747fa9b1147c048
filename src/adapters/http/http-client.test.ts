import { Effect, Exit } from 'effect';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const setup = (fetch: typeof globalThis.fetch, token: string | null = 'tok', timeoutMs?: number) => {
  let stored = token;
  const deps = {
    tokenStore: {
      get: () => stored,
      set: (t: string) => {
        stored = t;
      },
      remove: vi.fn(() => {
        stored = null;
      }),
    },
    navigator: { go: vi.fn(), currentPath: () => '/x' },
    authEvents: { onUnauthorized: () => () => undefined, emitUnauthorized: vi.fn() },
    fetch,
    timeoutMs,
    retryPauseMs: 0,
  };
  return { deps, http: createHttpClient(deps) };
};

const failure = async <A, E>(effect: Effect.Effect<A, E>) => {
  const exit = await Effect.runPromiseExit(effect);
  if (Exit.isSuccess(exit)) throw new Error('expected a failure');
  return Exit.findErrorOption(exit);
};

afterEach(() => vi.restoreAllMocks());

describe('http client', () => {
  it('re-reads the token per request, includes credentials and parses with the schema', async () => {
    const fetch = vi.fn(async () => json(200, { token: 'new' }));
    const { http, deps } = setup(fetch);
    const out = await Effect.runPromise(
      http.request('POST', '/api/a', v.object({ token: v.string() }), { json: { a: 1 } }),
    );
    expect(out).toEqual({ token: 'new' });
    deps.tokenStore.set('second');
    await Effect.runPromise(http.request('GET', '/api/b', v.unknown()));
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/b');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer second');
  });

  it('fails with Decode when the answer does not match the contract', async () => {
    const { http } = setup(vi.fn(async () => json(200, { token: 5 })));
    const error = await failure(http.request('GET', '/api/a', v.object({ token: v.string() })));
    expect(error).toMatchObject({ _tag: 'Some', value: { _tag: 'Decode' } });
  });

  it('signs out and goes to / on exactly Unauthorized, after logging the message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { http, deps } = setup(vi.fn(async () => json(401, { message: 'Unauthorized' })));
    const error = await failure(http.request('GET', '/api/user/profile', v.unknown()));
    expect(error).toMatchObject({ value: { _tag: 'Unauthorized', text: '로그인이 필요합니다.' } });
    expect(warn).toHaveBeenCalledWith('Unauthorized');
    expect(deps.tokenStore.remove).toHaveBeenCalled();
    expect(deps.navigator.go).toHaveBeenCalledWith('/');
    expect(deps.authEvents.emitUnauthorized).toHaveBeenCalled();
  });

  it('keeps the session on other 400/401 messages and carries the field reason as text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = {
      message: 'Bad Request',
      errors: [{ field: 'email', reason: '이미 가입된 이메일입니다.' }],
    };
    const { http, deps } = setup(vi.fn(async () => json(400, body)));
    const error = await failure(http.request('POST', '/api/auth/sign-up', v.unknown()));
    expect(error).toMatchObject({ value: { _tag: 'BadRequest', text: '이미 가입된 이메일입니다.', body } });
    expect(deps.tokenStore.remove).not.toHaveBeenCalled();
  });

  it('maps statuses to tagged errors', async () => {
    for (const [status, tag] of [
      [403, 'Forbidden'],
      [404, 'NotFound'],
      [409, 'Conflict'],
      [429, 'RateLimited'],
      [500, 'Network'],
    ] as const) {
      const { http } = setup(vi.fn(async () => json(status, { message: 'x' })));
      expect(await failure(http.request('GET', '/api/a', v.unknown()))).toMatchObject({
        value: { _tag: tag },
      });
    }
  });

  it('fails with Timeout after the timeout and Network when fetch rejects', async () => {
    const hanging = vi.fn(
      (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const slow = setup(hanging as unknown as typeof fetch, 'tok', 20);
    expect(await failure(slow.http.request('GET', '/api/a', v.unknown()))).toMatchObject({
      value: { _tag: 'Timeout' },
    });
    const down = setup(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await failure(down.http.request('GET', '/api/a', v.unknown()))).toMatchObject({
      value: { _tag: 'Network' },
    });
  });

  it('lets a request the browser cut off while the page is being left go unanswered', async () => {
    let leaving = true;
    const leavingPage = vi.fn(() => leaving);
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const http = createHttpClient({ ...setup(fetch).deps, leavingPage });
    const settled = vi.fn();
    void Effect.runPromiseExit(http.request('GET', '/api/user/profile', v.unknown())).then(settled);
    // The cut-off request has been seen as one.
    await vi.waitFor(() => expect(leavingPage).toHaveBeenCalledTimes(1));
    // Back from the back-forward cache, a failure is a failure again: this second request goes the
    // same way through the client, so by the time it has failed, the first would have settled too.
    leaving = false;
    expect(await failure(http.request('GET', '/api/user/profile', v.unknown()))).toMatchObject({
      value: { _tag: 'Network' },
    });
    // The cut-off request was asked once (it never failed, so it was never tried again); the second
    // twice (a dropped connection is worth the query's one retry).
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(settled).not.toHaveBeenCalled();
  });
});
