import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, openTestDatabase } from '../../../tests/integration/helpers/test-database';
import type { SearchScope } from '../../../src/domain/catalog';
import { CONTENT_LIMITS } from '../../../src/domain/content/limits';
import type { ContentKind, SortKey } from '../../../src/domain/content/policy';
import { keywordWords } from '../../../src/domain/content/search';
import type { Database } from './client';
import { searchContents } from './content-search';
import { contents, users } from './schema';
import { searchNgrams } from './search-ngrams';

/**
 * The search answers what a plain substring search over every row answers (the same total up to the cap,
 * the same page in the same order), whichever way it finds a page: the walk for common words, the index
 * for rare ones, the probe's newest matches for first pages. Rows mix words of every frequency, cases,
 * punctuation and n-gram coincidences (학부상: 학부 and 부상 apart).
 */
const POOL: readonly (readonly [string, number])[] = [
  // [word, the share of rows that carry it]
  ['축구', 0.6],
  ['골키퍼의', 0.25],
  ['학부모', 0.2],
  ['부상', 0.2],
  ['Pressing', 0.1],
  ['PRESS', 0.05],
  ['발목', 0.12],
  ['École,', 0.03],
  ['드리블…', 0.03],
  ['a-b', 0.02],
  ['희귀종', 0.002],
];
const ROWS: Readonly<Record<ContentKind, number>> = { post: 5000, article: 1200, qna: 300 };

/** A small deterministic generator, so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

const rowsOf = (kind: ContentKind, count: number, next: () => number) =>
  Array.from({ length: count }, (_, i) => {
    const words = POOL.filter(([, share]) => next() < share).map(([w]) => w);
    // A word only the oldest rows have: the newest rows tell nothing, the index finds it.
    if (i < count * 0.3 && next() < 0.3) words.push('옛말');
    const cut = Math.floor(next() * (words.length + 1));
    const title = `${words.slice(0, cut).join(' ')} 제목`;
    const text = `본문 ${words.slice(cut).join(' ')} 끝${next() < 0.01 ? '?' : ''}`;
    // Pairs share a timestamp, so ties are broken by id as in every order.
    const publishedAt = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 60_000);
    return {
      kind,
      authorId: 1,
      title,
      content: `<p>${text}</p>`,
      contentText: text,
      searchNgrams: searchNgrams(`${title}\n${text}`),
      isDraft: next() < 0.03,
      publishedAt,
      views: Math.floor(next() * 50),
    };
  });

const ORDER: Readonly<Record<SortKey, string>> = {
  latest: 'published_at',
  views: 'views',
  likes: 'like_count',
  comments: 'comment_count',
};

describe.each(ENGINES)('content search on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    await db.insert(users).values({ email: 'w@kickoff.example', passwordHash: 'x', nickname: '작가' });
    const next = random(7);
    for (const [kind, count] of Object.entries(ROWS) as [ContentKind, number][]) {
      const rows = rowsOf(kind, count, next);
      for (let i = 0; i < rows.length; i += 500) await db.insert(contents).values(rows.slice(i, i + 500));
    }
    await db.execute(sql`analyze contents`);
  }, 120_000);
  afterAll(() => database.close());

  /** Every match by a substring test on every row of the kind, in the order. */
  const expected = async (kind: ContentKind, keyword: string, scope: SearchScope, sort: SortKey) => {
    const text =
      scope === 'TITLE'
        ? sql`title`
        : scope === 'CONTENT'
          ? sql`content_text`
          : sql`title || ' ' || content_text`;
    const words: SQL[] = keywordWords(keyword).map((w) => sql`position(lower(${w}) in lower(${text})) > 0`);
    const result = (await database.db.execute(sql`
      select id from contents where kind = ${kind} and not is_draft and ${sql.join(words, sql` and `)}
      order by ${sql.raw(ORDER[sort])} desc, id desc`)) as unknown as { rows: { id: number }[] };
    return result.rows.map((r) => Number(r.id));
  };

  const check = async (
    kind: ContentKind,
    keyword: string,
    scope: SearchScope,
    sort: SortKey,
    pages: number[],
  ) => {
    const all = await expected(kind, keyword, scope, sort);
    const total = Math.min(all.length, CONTENT_LIMITS.searchCountCap);
    for (const page of pages) {
      const size = 10;
      const found = await searchContents(database.db, { kind, keyword, scope, sort, page, size });
      const from = (page - 1) * size;
      expect({ keyword, scope, sort, page, total: found.total, ids: found.items.map((c) => c.id) }).toEqual({
        keyword,
        scope,
        sort,
        page,
        total,
        ids: from < total ? all.slice(from, from + size) : [],
      });
    }
    return all.length;
  };

  const KEYWORDS = [
    '축구', // in 60%: the probe walk fills the cap
    '골키퍼', // 25%, three syllables: the longer walk
    '발', // one syllable, in 발목
    '학부상', // bigrams together in many rows, the word in none
    '학부모 부상',
    'pressing', // case
    'PRESS',
    'école',
    '드리블',
    'A-B',
    '희귀종', // rare: the index
    '옛말', // common in old rows only
    '없는말',
    '?', // punctuation alone has no key
  ];

  it('finds what a substring search finds, in every order and on every page', async () => {
    const counts = new Map<string, number>();
    for (const keyword of KEYWORDS) {
      counts.set(
        keyword,
        await check('post', keyword, 'TITLE_CONTENT', 'latest', [1, 2, 5, 9, 30, 100, 101]),
      );
      await check('post', keyword, 'TITLE_CONTENT', 'views', [1, 7]);
    }
    // The cases cover the cap, the walks and the index.
    expect(counts.get('축구')).toBeGreaterThan(CONTENT_LIMITS.searchCountCap);
    expect(counts.get('학부상')).toBe(0);
    expect(counts.get('희귀종')).toBeGreaterThan(0);
    expect(counts.get('옛말')).toBeGreaterThan(100);
    expect(counts.get('?')).toBeGreaterThan(0);
  }, 120_000);

  it('searches titles and texts apart, and each kind apart', async () => {
    for (const keyword of ['축구', '골키퍼', 'press', '희귀종'])
      for (const scope of ['TITLE', 'CONTENT'] as const)
        await check('post', keyword, scope, 'latest', [1, 3]);
    for (const keyword of ['축구', '골키퍼', '희귀종', '발목 부상'])
      for (const kind of ['article', 'qna'] as const)
        await check(kind, keyword, 'TITLE_CONTENT', 'latest', [1, 4]);
  }, 120_000);
});
