import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ScheduledJob, startScheduler } from './scheduler';

/** A promise the test resolves by hand. */
const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('startScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a job after the first delay, then every interval, never overlapping itself', async () => {
    const runs: number[] = [];
    let release = deferred();
    const job: ScheduledJob = {
      name: 'news',
      intervalMs: 60_000,
      run: async () => {
        runs.push(Date.now());
        await release.promise;
      },
    };
    const scheduler = startScheduler([job], {
      claim: async () => true,
      clock: () => new Date(),
      onError: () => {},
      firstDelayMs: 1000,
    });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([start + 1000]);
    // Still running two intervals later: no second run starts meanwhile.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toHaveLength(1);
    release.resolve();
    release = deferred();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(2);
    release.resolve();
    await scheduler.stop();
  });

  it('skips an interval another process claimed, and reports failures without stopping', async () => {
    const claims = [false, true, true];
    const errors: string[] = [];
    let runs = 0;
    const scheduler = startScheduler(
      [
        {
          name: 'competition-feed',
          intervalMs: 1000,
          run: async () => {
            runs += 1;
            throw new Error('feed down');
          },
        },
      ],
      {
        claim: async () => claims.shift() ?? false,
        clock: () => new Date(),
        onError: (name, error) => errors.push(`${name}: ${(error as Error).message}`),
        firstDelayMs: 0,
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toEqual(['competition-feed: feed down', 'competition-feed: feed down']);
    await scheduler.stop();
  });

  it('aborts a run in progress on stop and schedules nothing after', async () => {
    let signal: AbortSignal | undefined;
    let runs = 0;
    const scheduler = startScheduler(
      [
        {
          name: 'news',
          intervalMs: 1000,
          run: (s) => {
            runs += 1;
            signal = s;
            return new Promise<void>((resolve) => s.addEventListener('abort', () => resolve()));
          },
        },
      ],
      { claim: async () => true, clock: () => new Date(), onError: () => {}, firstDelayMs: 0 },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(signal?.aborted).toBe(false);
    await scheduler.stop();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(1);
  });
});
