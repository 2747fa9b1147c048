import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { deferred, dropped, flush } from '../machine-test-support';
import {
  createInfiniteListMachine,
  type ListSlice,
  NEAR_END_THROTTLE_MS,
  type SliceRequest,
  sliceOfPage,
} from './infinite-list.machine';

type Item = { readonly id: number; readonly title: string };
type Params = { readonly keyword: string };

const item = (id: number): Item => ({ id, title: `아티클 ${id}` });
/** A slice as the article API's page info and cursor give it. */
const pageOf = (ids: number[], totalPages: number, nextCursor?: string | null): ListSlice<Item> =>
  sliceOfPage({
    data: ids.map(item),
    pageInfo: { page: 1, totalPages, totalElements: totalPages * 10 },
    nextCursor,
  });

const ALL: Params = { keyword: '' };
const infiniteListMachine = createInfiniteListMachine<Item, Params>();

const start = (answer: (request: SliceRequest<Params>) => Promise<ListSlice<Item>>) => {
  const calls: SliceRequest<Params>[] = [];
  const clock = new SimulatedClock();
  const machine = infiniteListMachine.provide({
    actors: {
      fetchSlice: fromPromise(({ input }: { input: SliceRequest<Params> }) => {
        calls.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { params: ALL }, clock }).start();
  const ids = () => actor.getSnapshot().context.items.map((i) => i.id);
  return { actor, calls, clock, ids, state: () => actor.getSnapshot().value };
};

describe('infinite list machine', () => {
  it('loads the first page, then the next when the bottom comes near, with the cursor', async () => {
    const { actor, calls, clock, ids, state } = start(({ page }) =>
      Promise.resolve(page === 1 ? pageOf([1, 2], 2, 'c1') : pageOf([3], 2, null)),
    );
    expect(state()).toBe('loading');
    await flush();
    expect(ids()).toEqual([1, 2]);
    expect(state()).toBe('cooldown');
    clock.increment(NEAR_END_THROTTLE_MS);
    actor.send({ type: 'list.nearEnd' });
    await flush();
    expect(calls).toEqual([
      { params: ALL, page: 1, cursor: null },
      { params: ALL, page: 2, cursor: 'c1' },
    ]);
    expect(ids()).toEqual([1, 2, 3]);
    expect(state()).toBe('end');
  });

  it('throttles near-end signals for 150 ms after a page arrives', async () => {
    const { actor, calls, clock, state } = start(() => Promise.resolve(pageOf([1], 5)));
    await flush();
    actor.send({ type: 'list.nearEnd' });
    clock.increment(NEAR_END_THROTTLE_MS - 1);
    actor.send({ type: 'list.nearEnd' });
    expect(calls).toHaveLength(1);
    clock.increment(1);
    expect(state()).toBe('ready');
    actor.send({ type: 'list.nearEnd' });
    expect(calls).toHaveLength(2);
  });

  it('sends one request at a time', async () => {
    const second = deferred<ListSlice<Item>>();
    const { actor, calls, clock } = start(({ page }) =>
      page === 1 ? Promise.resolve(pageOf([1], 3)) : second.promise,
    );
    await flush();
    clock.increment(NEAR_END_THROTTLE_MS);
    actor.send({ type: 'list.nearEnd' });
    actor.send({ type: 'list.nearEnd' });
    expect(calls).toHaveLength(2);
    second.resolve(pageOf([1, 2], 3));
    await flush();
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([1, 2]);
  });

  it('ends at once when the first page is the last', async () => {
    const { state } = start(() => Promise.resolve(pageOf([1, 2], 1)));
    await flush();
    expect(state()).toBe('end');
  });

  it('starts over on a new search and retries after a failure', async () => {
    let fail = true;
    const { actor, calls, ids, state } = start(() =>
      fail ? Promise.reject(dropped()) : Promise.resolve(pageOf([7], 1)),
    );
    await flush();
    expect(state()).toBe('failed');
    fail = false;
    actor.send({ type: 'list.retry' });
    await flush();
    expect(ids()).toEqual([7]);
    const search: Params = { keyword: '축구' };
    actor.send({ type: 'list.reset', params: search });
    expect(ids()).toEqual([]);
    await flush();
    expect(calls.at(-1)).toEqual({ params: search, page: 1, cursor: null });
  });
});
