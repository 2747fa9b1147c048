import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import type { ContentPage, ContentStore, ListRequest } from '../../../ports/content.port';
import type { UnitOfWork } from '../../../ports/unit-of-work.port';
import { inProcessBus } from '../../bus/in-process-bus';
import { withKeptReads } from './kept-reads';
import { CACHE_TTL_MS, createResponseCache } from './response-cache';

const START = new Date('2026-03-01T00:00:00Z');
const REQUEST: ListRequest = { kind: 'post', tag: null, sort: 'latest', page: 1, size: 10 };

/** A store that counts its reads and fails while `failing` is set; only what these tests call. */
const setup = () => {
  const reads = { list: 0, popular: 0, find: 0, search: 0 };
  const state = { failing: false };
  const page = (): ContentPage => ({ items: [], total: reads.list, nextCursor: null });
  const contents = {
    list: () =>
      Effect.suspend(() => {
        reads.list += 1;
        return state.failing ? Effect.die(new Error('database unavailable')) : Effect.succeed(page());
      }),
    popular: () =>
      Effect.sync(() => {
        reads.popular += 1;
        return [];
      }),
    search: () =>
      Effect.sync(() => {
        reads.search += 1;
        return { items: [], total: reads.search, nextCursor: null };
      }),
    find: () =>
      Effect.sync(() => {
        reads.find += 1;
        return null;
      }),
  } as unknown as ContentStore;
  const uow = { read: { contents }, transaction: () => Effect.die('unexpected') } as unknown as UnitOfWork;
  const bus = inProcessBus();
  let now = START;
  const clock = () => now;
  const kept = withKeptReads(uow, createResponseCache({ channel: bus, clock }), clock);
  const list = () => Effect.runPromise(kept.read.contents.list(REQUEST)) as Promise<ContentPage>;
  return { reads, state, kept, bus, list, move: (ms: number) => (now = new Date(now.getTime() + ms)) };
};

describe('viewer-free reads kept for signed-in readers', () => {
  it('reads a list page once until a write of its kind, and again after', async () => {
    const { reads, bus, list } = setup();
    expect(await Promise.all([list(), list(), list()])).toEqual([
      { items: [], total: 1, nextCursor: null },
      { items: [], total: 1, nextCursor: null },
      { items: [], total: 1, nextCursor: null },
    ]);
    bus.announce(['article']);
    await list();
    expect(reads.list).toBe(1);
    bus.announce(['post']);
    expect((await list()).total).toBe(2);
  });

  it('reads again after the time to live of the server clock', async () => {
    const { reads, list, move } = setup();
    await list();
    move(CACHE_TTL_MS - 1);
    await list();
    move(1);
    await list();
    expect(reads.list).toBe(2);
  });

  it('keeps no failure, and keeps a detail never', async () => {
    const { reads, state, kept, list } = setup();
    state.failing = true;
    await expect(list()).rejects.toThrow();
    state.failing = false;
    await list();
    expect(reads.list).toBe(2);
    for (let i = 0; i < 2; i++) await Effect.runPromise(kept.read.contents.find('post', 1));
    expect(reads.find).toBe(2);
    for (let i = 0; i < 2; i++)
      await Effect.runPromise(kept.read.contents.popular('post', START, 10, undefined));
    expect(reads.popular).toBe(1);
  });

  it('reads a search once per keyword and page until a write of its kind', async () => {
    const { reads, bus, kept } = setup();
    const search = (keyword: string, page = 1) =>
      Effect.runPromise(
        kept.read.contents.search({
          kind: 'post',
          keyword,
          scope: 'TITLE_CONTENT',
          sort: 'latest',
          page,
          size: 10,
        }),
      );
    await Promise.all([search('축구'), search('축구'), search('축구')]);
    expect(reads.search).toBe(1);
    await search('축구', 2);
    await search('골키퍼');
    expect(reads.search).toBe(3);
    bus.announce(['post']);
    expect((await search('축구')).total).toBe(4);
  });
});
