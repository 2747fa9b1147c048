import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { popularPageCount, popularSlice } from '../../domain/content/popularity';
import { popularBlockMachine } from './popular-block.machine';

describe('popular block machine', () => {
  it('pages by three and wraps to the start', () => {
    const actor = createActor(popularBlockMachine, { input: { total: 8 } }).start();
    const pages: number[] = [actor.getSnapshot().context.page];
    for (let i = 0; i < 3; i += 1) {
      actor.send({ type: 'popular.more' });
      pages.push(actor.getSnapshot().context.page);
    }
    expect(popularPageCount(8)).toBe(3);
    expect(pages).toEqual([0, 1, 2, 0]);
  });

  it('stays on the only page when there are three or fewer', () => {
    const actor = createActor(popularBlockMachine, { input: { total: 3 } }).start();
    actor.send({ type: 'popular.more' });
    expect(actor.getSnapshot().context.page).toBe(0);
    expect(popularPageCount(0)).toBe(1);
  });

  it('goes back to the first page when the list shrinks under the current page', () => {
    const actor = createActor(popularBlockMachine, { input: { total: 9 } }).start();
    actor.send({ type: 'popular.more' });
    actor.send({ type: 'popular.more' });
    actor.send({ type: 'popular.total', total: 4 });
    expect(actor.getSnapshot().context).toEqual({ page: 0, total: 4 });
  });

  it('slices the three items of a page', () => {
    expect(popularSlice(['a', 'b', 'c', 'd', 'e'], 1)).toEqual(['d', 'e']);
  });
});
