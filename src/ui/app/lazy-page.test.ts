import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, importWithTimeout } from './lazy-page';

afterEach(() => vi.useRealTimers());

describe('importWithTimeout', () => {
  it('fails with a ChunkLoadError when the chunk has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const pending = importWithTimeout(() => new Promise<never>(() => undefined));
    let settled = false;
    const outcome = pending.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });

  it('passes a module that arrives in time and clears its timer', async () => {
    vi.useFakeTimers();
    const value = await importWithTimeout(() => Promise.resolve({ Page: 1 }));
    expect(value).toEqual({ Page: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
