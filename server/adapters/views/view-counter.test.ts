import { Effect } from 'effect';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryViewWindows } from './memory-view-windows';
import { batchedViewCounter, VIEW_FLUSH_MS } from './view-counter';
import type { ViewEvent } from './write-views';

const now = new Date('2026-03-01T00:00:00Z');

/** A database stand-in: what was written, failing while `failing` is set. */
const fakeStore = () => {
  const written: ViewEvent[][] = [];
  const state = { failing: false };
  const write = vi.fn(async (batch: readonly ViewEvent[]) => {
    if (state.failing) throw new Error('database unavailable');
    written.push([...batch]);
    const added = new Map<number, number>();
    for (const e of batch) added.set(e.id, (added.get(e.id) ?? 0) + 1);
    const stored = new Map([...added].map(([id, n]) => [id, { added: n, views: 100 + n }]));
    return stored;
  });
  return { written, state, write };
};

const count = (c: ReturnType<typeof batchedViewCounter>, id: number, keys: string[]) =>
  Effect.runPromise(c.count(id, keys, now));

describe('views counted in memory, written in batches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`writes what was counted every ${VIEW_FLUSH_MS} ms, and nothing before`, async () => {
    const store = fakeStore();
    const c = batchedViewCounter({ write: store.write, windows: memoryViewWindows() });
    expect(await count(c, 1, ['u:1'])).toBe(true);
    expect(await count(c, 1, ['u:1'])).toBe(false);
    expect(await count(c, 1, ['u:2'])).toBe(true);
    // Shown with the stored count read before: 2 not yet written.
    expect(c.viewsOf(1, 100)).toBe(102);
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS - 1);
    expect(store.write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.written).toEqual([
      [
        { id: 1, keys: ['u:1'], at: now },
        { id: 1, keys: ['u:2'], at: now },
      ],
    ]);
    // Written: the count after the write, even from a stored count read before it; never less.
    expect([c.viewsOf(1, 100), c.viewsOf(1, 102), c.viewsOf(1, 105)]).toEqual([102, 102, 105]);
    // Nothing new: nothing written.
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS);
    expect(store.write).toHaveBeenCalledTimes(1);
    await c.close();
  });

  it('keeps a batch the database refused and writes it with the next one', async () => {
    const store = fakeStore();
    const c = batchedViewCounter({ write: store.write, windows: memoryViewWindows() });
    await count(c, 1, ['u:1']);
    store.state.failing = true;
    await c.flush();
    expect(c.viewsOf(1, 0)).toBe(1);
    await count(c, 2, ['u:1']);
    store.state.failing = false;
    await vi.advanceTimersByTimeAsync(VIEW_FLUSH_MS);
    expect(store.written.flat().map((e) => e.id)).toEqual([1, 2]);
    expect([c.viewsOf(1, 101), c.viewsOf(2, 101)]).toEqual([101, 101]);
    await c.close();
  });

  it('drops the oldest unwritten views past its bound while the database is away', async () => {
    const store = fakeStore();
    const c = batchedViewCounter({ write: store.write, windows: memoryViewWindows(), maxUnwritten: 2 });
    store.state.failing = true;
    for (const user of [1, 2, 3]) await count(c, 1, [`u:${user}`]);
    await c.flush();
    expect(c.viewsOf(1, 0)).toBe(2);
    store.state.failing = false;
    await c.flush();
    expect(store.written.flat().map((e) => e.keys[0])).toEqual(['u:2', 'u:3']);
    await c.close();
  });

  it('writes what is left on close, and stops writing after', async () => {
    const store = fakeStore();
    const c = batchedViewCounter({ write: store.write, windows: memoryViewWindows() });
    await count(c, 3, ['u:1']);
    await c.close();
    expect(store.written.flat()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10 * VIEW_FLUSH_MS);
    expect(store.write).toHaveBeenCalledTimes(1);
  });

  it('forgets windows and unwritten views on clear()', async () => {
    const store = fakeStore();
    const c = batchedViewCounter({ write: store.write, windows: memoryViewWindows() });
    await count(c, 3, ['u:1']);
    await c.clear();
    expect(c.viewsOf(3, 0)).toBe(0);
    expect(await count(c, 3, ['u:1'])).toBe(true);
    await c.close();
    expect(store.written.flat()).toHaveLength(1);
  });
});
