import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIdsStatement } from '../../server/adapters/db/content-search';
import { ArticlePage } from '../../src/contract/articles';
import {
  bulkInsertArticles,
  type Cast,
  publishArticle,
  saveDraft,
  signUpCast,
} from './helpers/articles.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const SCALE_ROWS = 100_000;

describe.each(ENGINES)('Korean article search on %s', (engine) => {
  let t: TestApp;
  let cast: Cast;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp({ engine });
    cast = await signUpCast(t);
    ids.ball = await publishArticle(t, cast.author.token, {
      title: '발목 부상 예방',
      content: '<p>유소년 축구 선수의 발 관리와 드리블 습관</p>',
    });
    ids.tactics = await publishArticle(t, cast.editor.token, {
      title: 'Pressing 전술',
      content: '<p>압박 축구는 간격이 핵심입니다. 구축 단계부터 시작합니다.</p>',
    });
    ids.draft = await saveDraft(t, cast.author.token, { title: '축구 초안', content: '<p>축구</p>' });
  });
  afterAll(() => t.close());

  const search = async (keyword: string, extra = '') => {
    const res = await t.request('GET', `/api/articles/search?keyword=${encodeURIComponent(keyword)}${extra}`);
    expect(res.status).toBe(200);
    return v.parse(ArticlePage, await res.json());
  };
  const found = async (keyword: string) => (await search(keyword)).data.map((a) => a.id).sort();

  it('finds words of one, two and more syllables in title and text, never drafts', async () => {
    expect(await found('축구')).toEqual([ids.ball, ids.tactics].sort());
    expect(await found('발')).toEqual([ids.ball]);
    expect(await found('드리블')).toEqual([ids.ball]);
    expect(await found('발목 부상')).toEqual([ids.ball]);
    expect(await found('pressing')).toEqual([ids.tactics]);
    expect(await found('압박 드리블')).toEqual([]);
    const page = await search('축구');
    expect(page.pageInfo).toEqual({ page: 1, totalPages: 1, totalElements: 2 });
  });

  it('confirms n-gram hits on the text, so coincidences are not results', async () => {
    // '축구' and '구축' both occur in the tactics article: every bigram of '축구축' is there, the word is not.
    expect(await found('축구축')).toEqual([]);
    expect(await found('축구는')).toEqual([ids.tactics]);
  });

  it('lists everything for an empty keyword and refuses an overlong one', async () => {
    expect((await search('')).pageInfo.totalElements).toBe(2);
    expect((await search('   ')).data).toHaveLength(2);
    expect((await t.request('GET', `/api/articles/search?keyword=${'가'.repeat(51)}`)).status).toBe(400);
  });

  describe(`at ${SCALE_ROWS.toLocaleString('en')} articles`, () => {
    beforeAll(async () => {
      const started = performance.now();
      await bulkInsertArticles(t, cast.author.id, SCALE_ROWS);
      await t.db.execute(sql`analyze contents`);
      console.info(
        `[${engine}] seeded ${SCALE_ROWS} articles in ${Math.round(performance.now() - started)} ms`,
      );
    }, 120_000);

    const plan = async (query: ReturnType<typeof sql>) => {
      const result = (await t.db.execute(sql`explain ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    };

    it('reads list pages and cursors through the index, and counts from the counter table', async () => {
      const started = performance.now();
      const first = v.parse(ArticlePage, await (await t.request('GET', '/api/articles?size=10')).json());
      expect(first.pageInfo.totalElements).toBe(SCALE_ROWS + 2);
      const next = await t.request('GET', `/api/articles?size=10&cursor=${first.nextCursor}`);
      expect(v.parse(ArticlePage, await next.json()).data).toHaveLength(10);
      console.info(`[${engine}] list page + cursor page: ${Math.round(performance.now() - started)} ms`);
      const listPlan = await plan(
        sql`select id from contents where kind = 'article' and is_draft = false and (published_at, id) < (now(), 100000) order by published_at desc, id desc limit 10`,
      );
      expect(listPlan).toMatch(/Index (Only )?Scan using contents_latest_idx/);
      expect(listPlan).not.toMatch(/Seq Scan|Sort/);
    });

    it('answers a rare two-syllable search through the n-gram index', async () => {
      const started = performance.now();
      expect(await found('축구')).toEqual([ids.ball, ids.tactics].sort());
      console.info(`[${engine}] search 축구: ${Math.round(performance.now() - started)} ms`);
      const statement = (keyword: string, selective: boolean) =>
        searchIdsStatement(
          t.db,
          { kind: 'article', keyword, scope: 'TITLE_CONTENT', sort: 'latest', page: 1, size: 10 },
          selective,
        );
      expect(await plan(sql`${statement('축구', true)}`)).toMatch(/Bitmap Index Scan on contents_search_idx/);
      expect(await plan(sql`${statement('본문', false)}`)).toMatch(/Index Scan using contents_latest_idx/);
      expect((await search('본문', '&size=10')).pageInfo.totalElements).toBe(1000);
    });
  });
});
