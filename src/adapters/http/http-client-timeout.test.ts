import { Effect, Exit } from 'effect';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientDeps } from './http-client';

// Spec section 7's timeout and cancellation (Effect.timeoutOrElse and the fiber's AbortSignal in
// http-client.ts): what the request sees, not only the error the caller gets.

/** A fetch that answers only when its signal aborts (then it rejects, as the browser's does). */
const hangingFetch = () => {
  const signals: AbortSignal[] = [];
  const fetch = vi.fn(
    (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        const signal = init?.signal as AbortSignal;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, signals };
};

const client = (fetch: typeof globalThis.fetch, extra: Partial<HttpClientDeps> = {}) =>
  createHttpClient({
    tokenStore: { get: () => null, set: () => undefined, remove: () => undefined },
    navigator: { go: () => undefined, currentPath: () => '/' },
    authEvents: { onUnauthorized: () => () => undefined, emitUnauthorized: () => undefined },
    fetch,
    ...extra,
  });

const errorOf = async <A, E>(effect: Effect.Effect<A, E>) => {
  const exit = await Effect.runPromiseExit(effect);
  if (Exit.isSuccess(exit)) throw new Error('expected a failure');
  return Exit.findErrorOption(exit);
};

describe('http client timeout and cancellation', () => {
  it('aborts the request it times out, once, without trying again', async () => {
    const hanging = hangingFetch();
    const http = client(hanging.fetch, { timeoutMs: 20 });
    expect(await errorOf(http.request('GET', '/api/a', v.unknown()))).toMatchObject({
      value: { _tag: 'Timeout' },
    });
    expect(hanging.calls).toHaveBeenCalledTimes(1);
    expect(hanging.signals[0]?.aborted).toBe(true);
  });

  it('counts reading the body against the timeout', async () => {
    const fetch = vi.fn(
      async (_: unknown, init?: RequestInit) =>
        new Response(
          new ReadableStream({
            start: (controller) =>
              init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted'))),
          }),
          { status: 200 },
        ),
    );
    const http = client(fetch as unknown as typeof globalThis.fetch, { timeoutMs: 20 });
    expect(await errorOf(http.request('GET', '/api/a', v.unknown()))).toMatchObject({
      value: { _tag: 'Timeout' },
    });
  });

  it("cancels the request with the caller's signal", async () => {
    const hanging = hangingFetch();
    const http = client(hanging.fetch);
    const caller = new AbortController();
    const result = Effect.runPromise(http.request('GET', '/api/a', v.unknown()), { signal: caller.signal });
    await vi.waitFor(() => expect(hanging.signals).toHaveLength(1));
    caller.abort();
    await expect(result).rejects.toBeDefined();
    expect(hanging.signals[0]?.aborted).toBe(true);
  });

  it('answers a request that times out while the page is being left never', async () => {
    const hanging = hangingFetch();
    const leavingPage = vi.fn(() => true);
    const http = client(hanging.fetch, { timeoutMs: 10, leavingPage });
    const settled = vi.fn();
    void Effect.runPromiseExit(http.request('GET', '/api/a', v.unknown())).then(settled);
    await vi.waitFor(() => expect(leavingPage).toHaveBeenCalledTimes(1));
    // A later request that fails normally has gone the same way through the client and settled.
    const down = client(
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      { timeoutMs: 10 },
    );
    expect(await errorOf(down.request('GET', '/api/a', v.unknown()))).toMatchObject({
      value: { _tag: 'Network' },
    });
    expect(settled).not.toHaveBeenCalled();
  });
});
