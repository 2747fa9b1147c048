import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagingBlock } from './paging';

const RUNS = { numRuns: 300 } as const;
const totals = fc.integer({ min: 0, max: 200 });

describe('pagingBlock', () => {
  it('shows the block of ten around the page', () => {
    const bar = pagingBlock({ page: 13, totalPages: 25 });
    expect(bar.pages).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(bar.prevBlockPage).toBe(1);
    expect(bar.nextBlockPage).toBe(21);
    expect(bar.prev).toEqual({ page: 12, disabled: false });
    expect(bar.next).toEqual({ page: 14, disabled: false });
  });

  it('cuts the last block short and has no next ellipsis there', () => {
    const bar = pagingBlock({ page: 22, totalPages: 25 });
    expect(bar.pages).toEqual([21, 22, 23, 24, 25]);
    expect(bar.prevBlockPage).toBe(11);
    expect(bar.nextBlockPage).toBeNull();
  });

  it('disables first and prev on page 1, next and last on the last page', () => {
    const one = pagingBlock({ page: 1, totalPages: 3 });
    expect(one.first.disabled && one.prev.disabled).toBe(true);
    expect(one.next.disabled || one.last.disabled).toBe(false);
    const three = pagingBlock({ page: 3, totalPages: 3 });
    expect(three.next.disabled && three.last.disabled).toBe(true);
    expect(three.first.disabled || three.prev.disabled).toBe(false);
    expect(three.prevBlockPage).toBeNull();
  });

  it('treats an empty list as one page', () => {
    const bar = pagingBlock({ page: 1, totalPages: 0 });
    expect(bar.totalPages).toBe(1);
    expect(bar.pages).toEqual([1]);
    expect([bar.first, bar.prev, bar.next, bar.last].every((c) => c.disabled && c.page === 1)).toBe(true);
  });

  it('clamps a page outside the range', () => {
    expect(pagingBlock({ page: 99, totalPages: 4 }).page).toBe(4);
    expect(pagingBlock({ page: -3, totalPages: 4 }).page).toBe(1);
    expect(pagingBlock({ page: Number.NaN, totalPages: 4 }).page).toBe(1);
  });

  it('puts every page in exactly one block', () => {
    fc.assert(
      fc.property(totals, fc.integer({ min: 1, max: 15 }), (totalPages, blockSize) => {
        const total = Math.max(1, totalPages);
        const seen = new Map<number, number>();
        const blocks = new Set<string>();
        for (let page = 1; page <= total; page += 1) {
          const bar = pagingBlock({ page, totalPages, blockSize });
          expect(bar.pages).toContain(page);
          blocks.add(bar.pages.join(','));
        }
        for (const block of blocks) {
          for (const p of block.split(',').map(Number)) seen.set(p, (seen.get(p) ?? 0) + 1);
        }
        expect([...seen.keys()].sort((a, b) => a - b)).toEqual(
          Array.from({ length: total }, (_, i) => i + 1),
        );
        expect([...seen.values()].every((n) => n === 1)).toBe(true);
      }),
      RUNS,
    );
  });

  it('never leads outside 1..totalPages, and enabled controls move', () => {
    fc.assert(
      fc.property(totals, fc.integer({ min: -5, max: 520 }), (totalPages, page) => {
        const bar = pagingBlock({ page, totalPages });
        const total = Math.max(1, totalPages);
        const targets = [bar.first, bar.prev, bar.next, bar.last].map((c) => c.page);
        if (bar.prevBlockPage !== null) targets.push(bar.prevBlockPage);
        if (bar.nextBlockPage !== null) targets.push(bar.nextBlockPage);
        for (const t of [...targets, ...bar.pages]) {
          expect(Number.isInteger(t) && t >= 1 && t <= total).toBe(true);
        }
        for (const c of [bar.first, bar.prev, bar.next, bar.last]) {
          if (!c.disabled) expect(c.page).not.toBe(bar.page);
        }
        expect(bar.prev.disabled).toBe(bar.page === 1);
        expect(bar.next.disabled).toBe(bar.page === total);
        expect(bar.pages.length).toBeLessThanOrEqual(10);
      }),
      RUNS,
    );
  });

  it('ellipses open the neighbouring blocks at their first page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (totalPages, page) => {
        const bar = pagingBlock({ page, totalPages });
        const first = bar.pages[0] ?? 1;
        if (bar.nextBlockPage !== null) {
          expect(pagingBlock({ page: bar.nextBlockPage, totalPages }).pages[0]).toBe(bar.nextBlockPage);
          expect(bar.nextBlockPage).toBe(first + 10);
        }
        if (bar.prevBlockPage !== null) {
          expect(pagingBlock({ page: bar.prevBlockPage, totalPages }).pages[0]).toBe(bar.prevBlockPage);
          expect(bar.prevBlockPage).toBe(first - 10);
        }
        expect(bar.prevBlockPage === null).toBe(first === 1);
        expect(bar.nextBlockPage === null).toBe(bar.pages.includes(bar.totalPages));
      }),
      RUNS,
    );
  });
});
