import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ArticleListItem, ArticlePage } from '../../../contract/articles';
import type { ArticleListParams, ArticlePageRequest } from '../articles-api.port';
import { infiniteListMachine, NEAR_END_THROTTLE_MS } from './infinite-list.machine';
import { deferred, dropped, flush } from './test-support';

const item = (id: number) => ({ id, title: `아티클 ${id}` }) as ArticleListItem;
const pageOf = (ids: number[], totalPages: number, nextCursor?: string | null): ArticlePage => ({
  data: ids.map(item),
  pageInfo: { page: 1, totalPages, totalElements: totalPages * 10 },
  nextCursor,
});

const ALL: ArticleListParams = { kind: 'tag', tag: 'ALL', sortBy: 'publishedAt' };

const start = (answer: (request: ArticlePageRequest) => Promise<ArticlePage>) => {
  const calls: ArticlePageRequest[] = [];
  const clock = new SimulatedClock();
  const machine = infiniteListMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }: { input: ArticlePageRequest }) => {
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
      { params: ALL, page: 1 },
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
    const second = deferred<ArticlePage>();
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
    const search: ArticleListParams = { kind: 'search', keyword: '축구', sortBy: 'views' };
    actor.send({ type: 'list.reset', params: search });
    expect(ids()).toEqual([]);
    await flush();
    expect(calls.at(-1)).toEqual({ params: search, page: 1 });
  });
});
