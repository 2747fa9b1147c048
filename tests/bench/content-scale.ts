import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/adapters/db/client';
import { inProcessBus } from '../../server/adapters/bus/in-process-bus';
import { createApp } from '../../server/adapters/http/app';
import { createResponseCache } from '../../server/adapters/http/cache/response-cache';
import { createLogger } from '../../server/adapters/log/logger';
import { jwtService } from '../../server/adapters/security/jwt';
import { scryptHasher } from '../../server/adapters/security/password-hasher';
import { loadConfig } from '../../server/config';
import { ARTICLE_PATHS } from '../../src/contract/articles.operations';
import { POST_PATHS, QNA_PATHS } from '../../src/contract/boards.operations';
import type { ContentPaths } from '../../src/contract/content.operations';
import { CONTENT_TAGS } from '../../src/domain/catalog';
import { CONTENT_LIMITS } from '../../src/domain/content/limits';
import {
  CONTENT_KINDS,
  type ContentKind,
  isContentKind,
  policyOf,
  sortValues,
} from '../../src/domain/content/policy';
import { createBenchDatabase } from './bench-database';
import { SCALE_FILE, withScaleSection } from './scale-section';
import { SCALE_TARGETS } from './targets';

/**
 * `npx tsx tests/bench/content-scale.ts`: lists, detail and search of each content kind in SCALE_KINDS
 * (default `post,article`) at SCALE_ROWS (default 1,000,000) published items per kind, all in the one
 * `contents` table, on a throwaway PostgreSQL database (BENCH_DATABASE_URL, or the local server), called
 * through the real Hono app in-process. Writes docs/benchmarks-scale.md and its section of
 * docs/benchmarks.md. Texts are drawn from a word pool so n-gram arrays have a realistic size.
 * SCALE_REPEAT sets the requests per case (default 40); SCALE_KEEP=1 keeps the database for a look, and
 * SCALE_DATABASE_URL measures such a kept database again (migrated first, not seeded, not dropped).
 */
const ROWS = Number(process.env.SCALE_ROWS ?? 1_000_000);
const KINDS = (process.env.SCALE_KINDS ?? 'post,article').split(',').filter(isContentKind);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REPEAT = Number(process.env.SCALE_REPEAT ?? 40);
const KEEP = process.env.SCALE_KEEP === '1';
const REUSE_URL = process.env.SCALE_DATABASE_URL;

/** How each kind's API spells its list: the contract's paths, the sort parameter, the search scope. */
const API: Readonly<Record<ContentKind, { paths: ContentPaths; sortParam: string; searchQuery: string }>> = {
  article: { paths: ARTICLE_PATHS, sortParam: 'sortBy', searchQuery: '' },
  post: { paths: POST_PATHS, sortParam: 'sortType', searchQuery: '&searchType=TITLE_CONTENT' },
  qna: { paths: QNA_PATHS, sortParam: 'sortType', searchQuery: '&searchType=TITLE_CONTENT' },
};

const WORDS = (
  '유소년 축구 드리블 패스 슈팅 훈련 전술 체력 멘탈 부상 회복 영양 입시 ' +
  '진로 프로 해외 진출 코치 학부모 경기 압박 수비 공격 골키퍼 발목 무릎'
).split(' ');

/**
 * The searches measured for every kind: keywords of one, two and three syllables, common and rare, and
 * the worst case of an n-gram index: 학부상, whose bigrams 학부 (학부모) and 부상 are in many rows
 * together but never side by side, so every candidate the index gives is dropped by the substring test.
 */
const SEARCHES: readonly [string, string][] = [
  ['발', '1 syllable, in 발목'],
  ['축구', '2 syllables, common'],
  ['간격', '2 syllables, 1 in 25 rows'],
  ['희귀', '2 syllables, 1 in 10,000 rows'],
  ['골키퍼', '3 syllables, common'],
  ['희귀종', '3 syllables, 1 in 10,000 rows'],
  ['학부상', '3 syllables, bigrams common, no match'],
  ['압박 수비', 'two words'],
  ['없는말', 'no match'],
];

type Database = Awaited<ReturnType<typeof openDatabase>>;

/**
 * ROWS published items of `kind`: 2 title words and 8 body words of the pool (shifted per kind so the
 * kinds differ), one tag where the kind has tags, counters spread so every order has distinct keys. The
 * n-grams are those of the words (what search-ngrams.ts derives). '간격' is in 1 row of 25 (4%: too few
 * for the walk to fill the count cap, the costliest case for the index) and '희귀종' (rare) in 1 of 10,000.
 */
const seedKind = async (db: Database['db'], kind: ContentKind, shift: number) => {
  const tags = policyOf(kind).maxTags > 0 ? CONTENT_TAGS : [];
  const tagsSql =
    tags.length > 0
      ? sql`array[(${`{${tags.join(',')}}`}::text[])[1 + g % ${tags.length}]]`
      : sql`'{}'::text[]`;
  await db.execute(sql`
    insert into contents (kind, author_id, title, content, content_text, content_summary, tags, search_ngrams,
      is_draft, published_at, views, like_count, comment_count, created_at, modified_at)
    select ${kind}, 1, t.title, '<p>' || t.body || '</p>', t.body, left(t.body, 100), ${tagsSql},
      (select array_agg(distinct x) from (
        select substr(word, i, 1) as x from unnest(string_to_array(t.title || ' ' || t.body, ' ')) word,
          generate_series(1, char_length(word)) i
        union all
        select substr(word, i, 2) from unnest(string_to_array(t.title || ' ' || t.body, ' ')) word,
          generate_series(1, char_length(word) - 1) i) grams),
      false, now() - g * interval '1 minute', (g::bigint * 7919) % 5000, (g::bigint * 104729) % 300,
      (g::bigint * 7727) % 120, now(), now()
    from generate_series(1, ${ROWS}) g,
    lateral (select
      (select w[1 + ((g + ${shift}) * 13) % 26] from pool) || ' ' || (select w[1 + ((g + ${shift}) * 17) % 26] from pool)
        as title,
      (select string_agg(w[1 + (((g + ${shift}) * k * 31) % 26)], ' ') from pool, generate_series(1, 8) k)
        || case when g % 25 = 0 then ' 간격' else '' end
        || case when g % 10000 = 0 then ' 희귀종' else '' end as body) t`);
};

const seed = async (db: Database['db']) => {
  await db.execute(
    sql`insert into users (email, password_hash, nickname, role) values ('scale@bench', 'x', '스케일', 'EDITOR')`,
  );
  await db.execute(sql`create temporary table pool (w text[])`);
  await db.execute(sql`insert into pool values (${`{${WORDS.join(',')}}`}::text[])`);
  for (const kind of KINDS) await seedKind(db, kind, CONTENT_KINDS.indexOf(kind) * 7);
  // The steady state autovacuum keeps: GIN pending list merged, statistics current.
  await db.execute(sql`vacuum analyze contents`);
};

const time = async (request: () => Promise<Response>) => {
  const samples: number[] = [];
  await (await request()).arrayBuffer(); // one warm-up: the first read of a plan's pages
  for (let i = 0; i < REPEAT; i++) {
    const started = performance.now();
    const res = await request();
    if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
};

type App = ReturnType<typeof createApp>;
type Case = { name: string; path: string; target?: number };

const json = async <T>(app: App, path: string) => (await (await app.request(path)).json()) as T;

/** The requests measured for one kind, read from its policy: every sort, tags, the deepest page, search. */
const casesOf = async (app: App, kind: ContentKind): Promise<Case[]> => {
  const policy = policyOf(kind);
  const { paths, sortParam, searchQuery } = API[kind];
  const list = `${paths.list}?page=1&size=${policy.pageSize}`;
  const listTarget = SCALE_TARGETS.listP95Ms;
  const cases: Case[] = sortValues(policy).map((sort) => ({
    name: `list, ${sortParam}=${sort}, page 1`,
    path: `${list}&${sortParam}=${sort}`,
    target: listTarget,
  }));
  if (policy.maxTags > 0)
    cases.push({ name: 'list, tag TACTICS, page 1', path: `${list}&tag=TACTICS`, target: listTarget });
  // A paged board serves pages up to CONTENT_LIMITS.maxPage; the article list goes deeper by cursor.
  const deepest = Math.min(
    policy.cursorPaging ? 100 : CONTENT_LIMITS.maxPage,
    Math.floor(ROWS / policy.pageSize),
  );
  cases.push({
    name: `list, page ${deepest.toLocaleString('en')} (OFFSET ${((deepest - 1) * policy.pageSize).toLocaleString('en')}${policy.cursorPaging ? '' : ', the deepest served'})`,
    path: `${paths.list}?page=${deepest}&size=${policy.pageSize}`,
    target: listTarget,
  });
  const first = await json<{ nextCursor?: string; data: { id: number }[] }>(app, list);
  if (policy.cursorPaging && first.nextCursor) {
    let cursor = first.nextCursor;
    const pages = Math.min(5000, Math.floor(ROWS / policy.pageSize) - 2);
    for (let i = 0; i < pages; i++)
      cursor = (await json<{ nextCursor: string }>(app, `${list}&cursor=${cursor}`)).nextCursor;
    cases.push({
      name: `list, cursor after ${((pages + 1) * policy.pageSize).toLocaleString('en')} rows`,
      path: `${list}&cursor=${cursor}`,
      target: listTarget,
    });
  }
  cases.push({
    name: 'detail (view counted once per viewer)',
    path: paths.detail.replace('{id}', String(first.data[0]?.id)),
  });
  const search = (keyword: string) =>
    `${paths.search}?keyword=${encodeURIComponent(keyword)}&page=1&size=${policy.pageSize}${searchQuery}`;
  for (const [keyword, about] of SEARCHES)
    cases.push({
      name: `search ${keyword} (${about})`,
      path: search(keyword),
      target: SCALE_TARGETS.searchP95Ms,
    });
  const lastCounted = CONTENT_LIMITS.searchCountCap / policy.pageSize;
  for (const keyword of ['축구', '간격'])
    cases.push({
      name: `search ${keyword}, page ${lastCounted} (the last counted)`,
      path: search(keyword).replace('page=1&', `page=${lastCounted}&`),
      target: SCALE_TARGETS.searchP95Ms,
    });
  if (policy.sorts.VIEWS)
    cases.push({
      name: 'search 골키퍼, sortType=VIEWS',
      path: `${search('골키퍼')}&sortType=VIEWS`,
      target: SCALE_TARGETS.searchP95Ms,
    });
  return cases;
};

const KIND_LABEL: Readonly<Record<ContentKind, string>> = {
  article: 'articles',
  post: 'free-board posts',
  qna: 'Q&A posts',
};

const main = async () => {
  const bench = REUSE_URL ? { url: REUSE_URL, drop: async () => {} } : await createBenchDatabase(ADMIN_URL);
  const database = await openDatabase({ databaseUrl: bench.url, poolSize: 4 });
  try {
    const started = performance.now();
    if (!REUSE_URL) await seed(database.db);
    const seedSeconds = (performance.now() - started) / 1000;
    console.info(`seeded ${KINDS.join(', ')} in ${seedSeconds.toFixed(0)} s`);
    const config = {
      ...loadConfig({ JWT_SECRET: 'bench-secret-0123456789abcdef0123456789', LOG_LEVEL: 'silent' }),
      staticDir: '',
    };
    // The database's time: these anonymous reads keep nothing in the response cache (no time to live).
    const bus = inProcessBus();
    const app = createApp({
      config,
      db: database.db,
      logger: createLogger('silent'),
      jwt: jwtService(config.jwtSecret as string),
      hasher: scryptHasher(),
      clock: () => new Date(),
      bus,
      responseCache: createResponseCache({ channel: bus, clock: () => new Date(), ttlMs: 0 }),
    });
    const verdict = (p95: number, target: number | undefined) =>
      target === undefined ? '' : `≤ ${target} ms ${p95 <= target ? '✓' : '✗'}`;
    const tables: string[] = [];
    let held = true;
    for (const kind of KINDS) {
      const lines: string[] = [];
      for (const c of await casesOf(app, kind)) {
        const { p50, p95 } = await time(() => Promise.resolve(app.request(c.path)));
        if (c.target !== undefined && p95 > c.target) held = false;
        lines.push(`| ${c.name} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${verdict(p95, c.target)} |`);
        console.info(`${kind}: ${c.name}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
      }
      tables.push(
        [
          `### ${KIND_LABEL[kind]} (\`${API[kind].paths.list}\`)`,
          '',
          '| request | p50 | p95 | target p95 |',
          '|---|---|---|---|',
          ...lines,
          '',
        ].join('\n'),
      );
    }
    const pgVersion = (
      (await database.db.execute(sql`show server_version`)) as unknown as {
        rows: { server_version: string }[];
      }
    ).rows[0]?.server_version;
    const rows = ROWS.toLocaleString('en');
    const section = [
      `## Lists and search at ${rows} items per kind`,
      '',
      `Written by \`npx tsx tests/bench/content-scale.ts\` (PostgreSQL ${pgVersion}, default settings, ${new Date().toISOString().slice(0, 10)}).`,
      `${rows} published ${KINDS.map((k) => KIND_LABEL[k]).join(' and ')} in the one \`contents\` table`,
      `(${(ROWS * KINDS.length).toLocaleString('en')} rows; 10 words each from a 26-word pool, ${REUSE_URL ? 'seeded by an earlier run' : `seeded in ${seedSeconds.toFixed(0)} s`}),`,
      `requests through the Hono app in-process, one at a time, ${REPEAT} each after one warm-up: the time of one`,
      'request with no concurrency. `totalElements` comes from the `content_counts` table (trigger-maintained);',
      'pages are read from the order’s index led by `kind` (the article list continues by keyset cursor). A search',
      'counts its matches up to 1,000 and confirms each by substring: a common keyword by walking the newest rows',
      'until the count is full (at most 20,000 rows), a rare one through the GIN index of search keys (n-grams,',
      'trigrams of longer words, the kind), as a probe of the newest 2,000 rows decides',
      '(server/adapters/db/content-search.ts). Targets: `SCALE_TARGETS` in',
      `tests/bench/targets.ts; ${held ? 'every target holds' : 'some targets do not hold (✗)'} in this run.`,
      '',
      ...tables,
    ].join('\n');
    writeFileSync(SCALE_FILE, section);
    writeFileSync('docs/benchmarks.md', withScaleSection(readFileSync('docs/benchmarks.md', 'utf8')));
    console.info(`\n${section}\nwritten to ${SCALE_FILE} and docs/benchmarks.md`);
  } finally {
    await database.close();
    if (KEEP || REUSE_URL) console.info(`kept ${bench.url}`);
    else await bench.drop();
  }
};

await main();
