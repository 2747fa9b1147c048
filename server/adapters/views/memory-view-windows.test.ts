import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryViewWindows, VIEW_WINDOW_MS } from './memory-view-windows';

const HOUR = 3_600_000;

describe('view windows in memory', () => {
  it('counts a viewer once per item per 24 hours; the window does not slide with later reads', () => {
    const w = memoryViewWindows();
    expect(w.open(1, ['u:1'], 0)).toBe(true);
    expect(w.open(1, ['u:1'], 23 * HOUR)).toBe(false);
    expect(w.open(2, ['u:1'], 23 * HOUR)).toBe(true);
    // Opened at 0, not at the read at 23 h: closed 24 h after 0.
    expect(w.fresh(1, ['u:1'], VIEW_WINDOW_MS)).toBe(true);
    expect(w.open(1, ['u:1'], VIEW_WINDOW_MS)).toBe(true);
    expect(w.fresh(1, ['u:1'], VIEW_WINDOW_MS + 1)).toBe(false);
  });

  it('a visitor’s keys learn of each other: a new cookie at a known address counts nothing, and opens', () => {
    const w = memoryViewWindows();
    expect(w.open(7, ['a:home', 'c:one'], 0)).toBe(true);
    expect(w.open(7, ['a:home', 'c:two'], HOUR)).toBe(false);
    // c:two was opened by that read: the same browser from another network is still known.
    expect(w.open(7, ['a:mobile', 'c:two'], 2 * HOUR)).toBe(false);
    expect(w.fresh(7, ['a:mobile', 'c:three'], 3 * HOUR)).toBe(false);
    expect(w.fresh(7, ['a:cafe', 'c:three'], 3 * HOUR)).toBe(true);
  });

  it('fresh() answers what open() would, and changes nothing', () => {
    const w = memoryViewWindows();
    expect(w.fresh(1, ['u:1'], 0)).toBe(true);
    expect(w.fresh(1, ['u:1'], 0)).toBe(true);
    expect(w.size()).toBe(0);
  });

  it('drops expired windows, and the oldest past its limit', () => {
    const w = memoryViewWindows(3);
    for (let id = 1; id <= 5; id++) w.open(id, ['u:1'], id);
    expect(w.size()).toBe(3);
    expect(w.fresh(1, ['u:1'], 10)).toBe(true);
    expect(w.fresh(5, ['u:1'], 10)).toBe(false);
    w.open(9, ['u:2'], VIEW_WINDOW_MS + 10);
    expect(w.size()).toBe(1);
  });

  it('agrees with the rule stated plainly, for any reads of a few viewers, items and hours', () => {
    const read = fc.record({
      id: fc.integer({ min: 1, max: 3 }),
      keys: fc.uniqueArray(fc.constantFrom('u:1', 'a:x', 'a:y', 'c:p', 'c:q'), {
        minLength: 1,
        maxLength: 2,
      }),
      after: fc.integer({ min: 0, max: 30 * HOUR }),
    });
    fc.assert(
      fc.property(fc.array(read, { maxLength: 40 }), (reads) => {
        const w = memoryViewWindows();
        // The statement the database ran per read before batching, as a plain model.
        const opened = new Map<string, number>();
        let now = 0;
        for (const { id, keys, after } of reads) {
          now += after;
          const open = (key: string) => {
            const start = opened.get(`${id}/${key}`);
            return start !== undefined && start > now - VIEW_WINDOW_MS;
          };
          const expected = keys.every((key) => !open(key));
          for (const key of keys) if (!open(key)) opened.set(`${id}/${key}`, now);
          expect(w.fresh(id, keys, now)).toBe(expected);
          expect(w.open(id, keys, now)).toBe(expected);
        }
      }),
    );
  });
});
