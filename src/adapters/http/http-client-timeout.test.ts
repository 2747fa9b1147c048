import { Effect, Exit } from 'effect';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientDeps } from './http-client';

// Spec section 7's timeout, retry and cancellation (Effect.timeoutOrElse, Effect.retry with a Schedule,
// and the fiber's AbortSignal in http-client.ts): what the requests see, not only the error the caller gets.

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
    retryPauseMs: 0,
    ...extra,
  });

const errorOf = async <A, E>(effect: Effect.Effect<A, E>) => {
  const exit = await Effect.runPromiseExit(effect);
  if (Exit.isSuccess(exit)) throw new Error('expected a failure');
  return Exit.findErrorOption(exit);
};

describe('http client timeout and cancellation', () => {
  it('aborts a query it times out and asks once more, aborting that too', async () => {
    const hanging = hangingFetch();
    const http = client(hanging.fetch, { timeoutMs: 20 });
    expect(await errorOf(http.request('GET', '/api/a', v.unknown()))).toMatchObject({
      value: { _tag: 'Timeout' },
    });
    expect(hanging.calls).toHaveBeenCalledTimes(2);
    expect(hanging.signals.map((s) => s.aborted)).toEqual([true, true]);
  });

  it('never sends a timed-out write again: the server may have done it', async () => {
    const hanging = hangingFetch();
    const http = client(hanging.fetch, { timeoutMs: 20 });
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect(await errorOf(http.request(method, '/api/a', null))).toMatchObject({
        value: { _tag: 'Timeout' },
      });
    }
    expect(hanging.calls).toHaveBeenCalledTimes(4);
    expect(hanging.signals.every((s) => s.aborted)).toBe(true);
  });

  it('retries a query once on a dropped connection or a 5xx, and answers the second try', async () => {
    for (const first of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('', { status: 503 }),
    ]) {
      const fetch = vi
        .fn()
        .mockImplementationOnce(first)
        .mockResolvedValueOnce(new Response('{"n":1}', { status: 200 }));
      const http = client(fetch as unknown as typeof globalThis.fetch);
      expect(await Effect.runPromise(http.request('GET', '/api/a', v.object({ n: v.number() })))).toEqual({
        n: 1,
      });
      expect(fetch).toHaveBeenCalledTimes(2);
    }
  });

  it('does not ask again after an answer that would only fail again (4xx, a bad shape)', async () => {
    for (const answer of [
      () => new Response('{"message":"없음"}', { status: 404 }),
      () => new Response('{"message":"Bad"}', { status: 400 }),
      () => new Response('{"n":"x"}', { status: 200 }),
    ]) {
      const fetch = vi.fn(async () => answer());
      const http = client(fetch as unknown as typeof globalThis.fetch);
      await errorOf(http.request('GET', '/api/a', v.object({ n: v.number() })));
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('waits the pause of its schedule before the retry', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi
        .fn()
        .mockResolvedValueOnce(new Response('', { status: 503 }))
        .mockResolvedValueOnce(new Response('{"n":1}', { status: 200 }));
      const http = client(fetch as unknown as typeof globalThis.fetch, { retryPauseMs: 60_000 });
      const result = Effect.runPromise(http.request('GET', '/api/a', v.object({ n: v.number() })));
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      // Just short of the pause nothing is asked again; at the pause it is.
      await vi.advanceTimersByTimeAsync(59_999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toEqual({ n: 1 });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
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
    await vi.waitFor(() => expect(leavingPage).toHaveBeenCalled());
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
