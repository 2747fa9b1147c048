import { sql } from 'drizzle-orm';
import type { ContentWriteBody as ArticleWriteBody } from '../../../src/contract/content';
import type { TestApp, TestUser } from './test-app';

/** An article body for the write endpoints; override any field. */
export const makeArticleBody = (overrides: Partial<ArticleWriteBody> = {}): ArticleWriteBody => ({
  title: '유소년 축구 드리블 훈련',
  content: '<p>왼발과 오른발을 번갈아 쓰는 <strong>볼 터치</strong> 훈련입니다.</p>',
  tags: ['TECHNIQUE'],
  thumbnailUrl: null,
  ...overrides,
});

/** Every role of spec section 6 signed up once: the article's author is an EDITOR. */
export type Cast = { user: TestUser; author: TestUser; editor: TestUser; admin: TestUser };

export const signUpCast = async (t: TestApp): Promise<Cast> => ({
  user: await t.signUp(),
  author: await t.signUp({ role: 'EDITOR' }),
  editor: await t.signUp({ role: 'EDITOR' }),
  admin: await t.signUp({ role: 'ADMIN' }),
});

const idOf = async (res: Response): Promise<number> => {
  if (res.status !== 201) throw new Error(`article write failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
};

/** Publishes an article through the API and returns its id. */
export const publishArticle = async (t: TestApp, token: string, overrides: Partial<ArticleWriteBody> = {}) =>
  idOf(await t.request('POST', '/api/article', { token, json: makeArticleBody(overrides) }));

/** Saves a draft through the API and returns its id. */
export const saveDraft = async (t: TestApp, token: string, overrides: Partial<ArticleWriteBody> = {}) =>
  idOf(await t.request('POST', '/api/article/draft', { token, json: makeArticleBody(overrides) }));

/**
 * Inserts `count` published articles in one statement (no API, no sanitizing): for paging and scale tests.
 * Article i is published i minutes after `start`, has i % 97 views and alternates two tags.
 */
export const bulkInsertArticles = async (
  t: TestApp,
  authorId: number,
  count: number,
  start = new Date('2026-01-01T00:00:00Z'),
) => {
  await t.db.execute(sql`
    insert into contents (kind, author_id, title, content, content_text, content_summary, tags, search_ngrams, is_draft,
      published_at, views, created_at, modified_at)
    select 'article', ${authorId}, '기사 ' || g, '<p>본문 ' || g || '</p>', '본문 ' || g, '본문 ' || g,
      case when g % 2 = 0 then array['TACTICS'] else array['MENTAL'] end,
      array['기', '사', '기사', '본', '문', '본문'], false,
      ${start.toISOString()}::timestamptz + g * interval '1 minute', g % 97,
      ${start.toISOString()}::timestamptz, ${start.toISOString()}::timestamptz
    from generate_series(1, ${count}) g`);
  // Rows written past the app: what the response cache and the kept reads hold is forgotten, as after
  // any write through the API (a count kept from before would otherwise still be served).
  t.deps.bus?.announce(['article']);
};

export const json = async <T = Record<string, unknown>>(res: Response): Promise<T> => (await res.json()) as T;
