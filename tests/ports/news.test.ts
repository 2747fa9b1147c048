import { Effect } from 'effect';
import { expect, it } from 'vitest';
import { newsRepository } from '../../server/adapters/db/news.repository';
import { memoryNewsRepository } from '../../server/adapters/memory/memory-news';
import type { NewNewsItem } from '../../server/ports/news.port';
import { describeOnHosts } from './helpers/port-hosts';

const run = Effect.runPromise;
const HOUR = 3_600_000;
const BASE = new Date('2026-03-01T09:00:00Z').getTime();

const item = (n: number, hoursAgo: number, overrides: Partial<NewNewsItem> = {}): NewNewsItem => ({
  title: `유소년 소식 ${n}`,
  titleKey: `title-${n}`,
  contentUrl: `https://news.example.com/${n}`,
  linkKey: `news.example.com/${n}`,
  imageUrl: n % 2 === 0 ? `https://news.example.com/${n}.jpg` : null,
  source: '예시 일보',
  publishedAt: new Date(BASE - hoursAgo * HOUR),
  ...overrides,
});

describeOnHosts('news repository', (host) => {
  const repo = () => host.pick({ drizzle: newsRepository, memory: memoryNewsRepository });

  it('reads newest first, ties by id, by offset or after a cursor', async () => {
    // 2 and 3 share a publication time: the later id comes first.
    expect(await run(repo().insert([item(1, 5), item(2, 1), item(3, 1), item(4, 3), item(5, 0)]))).toBe(5);
    const all = await run(repo().slice(null, 0, 10));
    expect(all.map((r) => r.id)).toEqual([5, 3, 2, 4, 1]);
    expect(all[0]).toEqual({
      id: 5,
      title: '유소년 소식 5',
      contentUrl: 'https://news.example.com/5',
      imageUrl: null,
      source: '예시 일보',
      publishedAt: new Date(BASE),
    });
    expect((await run(repo().slice(null, 2, 2))).map((r) => r.id)).toEqual([2, 4]);
    const third = all[1];
    if (!third) throw new Error('missing row');
    expect(
      (await run(repo().slice({ publishedAt: third.publishedAt, id: third.id }, 0, 2))).map((r) => r.id),
    ).toEqual([2, 4]);
    expect(
      (await run(repo().slice({ publishedAt: third.publishedAt, id: third.id }, 1, 10))).map((r) => r.id),
    ).toEqual([4, 1]);
    expect(await run(repo().slice(null, 0, 0))).toEqual([]);
  });

  it('skips an item whose link or title key is stored, in the same batch too, and still draws its id', async () => {
    expect(await run(repo().insert([item(1, 1)]))).toBe(1);
    const inserted = await run(
      repo().insert([
        item(2, 2, { linkKey: 'news.example.com/1' }),
        item(3, 3, { titleKey: 'title-1' }),
        item(4, 4),
        item(5, 5, { titleKey: 'title-4' }),
        item(6, 6),
      ]),
    );
    expect(inserted).toBe(2);
    expect((await run(repo().slice(null, 0, 10))).map((r) => [r.id, r.title])).toEqual([
      [1, '유소년 소식 1'],
      [4, '유소년 소식 4'],
      [6, '유소년 소식 6'],
    ]);
    expect(await run(repo().insert([]))).toBe(0);
  });

  it('answers which keys are stored, each matching row giving both its keys', async () => {
    await run(repo().insert([item(1, 1), item(2, 2)]));
    expect(await run(repo().knownKeys([], []))).toEqual({ links: new Set(), titles: new Set() });
    expect(await run(repo().knownKeys(['news.example.com/1', 'news.example.com/9'], []))).toEqual({
      links: new Set(['news.example.com/1']),
      titles: new Set(['title-1']),
    });
    expect(await run(repo().knownKeys(['news.example.com/9'], ['title-2', 'title-9']))).toEqual({
      links: new Set(['news.example.com/2']),
      titles: new Set(['title-2']),
    });
  });
});
