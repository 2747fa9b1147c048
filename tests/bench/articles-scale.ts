import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/adapters/db/client';
import { createApp } from '../../server/adapters/http/app';
import { createLogger } from '../../server/adapters/log/logger';
import { jwtService } from '../../server/adapters/security/jwt';
import { scryptHasher } from '../../server/adapters/security/password-hasher';
import { loadConfig } from '../../server/config';
import { createBenchDatabase } from './bench-database';
import { SCALE_FILE, withScaleSection } from './scale-section';

/**
 * `npx tsx tests/bench/articles-scale.ts`: the article list and search at ARTICLE_ROWS (default 1,000,000)
 * published articles on a throwaway PostgreSQL database (BENCH_DATABASE_URL, or the local server),
 * called through the real Hono app in-process. Writes docs/benchmarks-articles.md and its section of
 * docs/benchmarks.md. Texts are drawn from a word pool so n-gram arrays have a realistic size.
 */
const ROWS = Number(process.env.ARTICLE_ROWS ?? 1_000_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REPEAT = 30;

const WORDS = [
  '유소년',
  '축구',
  '드리블',
  '패스',
  '슈팅',
  '훈련',
  '전술',
  '체력',
  '멘탈',
  '부상',
  '회복',
  '영양',
  '입시',
  '진로',
  '프로',
  '해외',
  '진출',
  '코치',
  '학부모',
  '경기',
  '압박',
  '수비',
  '공격',
  '골키퍼',
  '발목',
  '무릎',
];

const seed = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) => {
  await db.execute(
    sql`insert into users (email, password_hash, nickname, role) values ('scale@bench', 'x', '스케일', 'EDITOR')`,
  );
  await db.execute(sql`create temporary table pool (w text[])`);
  await db.execute(sql`insert into pool values (${`{${WORDS.join(',')}}`}::text[])`);
  // Each article: 8 words of the pool; the n-grams are those of the words (what search-ngrams.ts derives).
  // '희귀' (rare) appears in 1 article out of 10,000, so selective and common searches are both measured.
  await db.execute(sql`
    insert into articles (author_id, title, content, content_text, content_summary, tags, search_ngrams, is_draft,
      published_at, views, created_at, modified_at)
    select 1, t.title, '<p>' || t.body || '</p>', t.body, left(t.body, 100),
      array[(array['TECHNIQUE','TACTICS','PHYSICAL','MENTAL','NUTRITION','ETC'])[1 + g % 6]],
      (select array_agg(distinct x) from (
        select substr(word, i, 1) as x from unnest(string_to_array(t.title || ' ' || t.body, ' ')) word,
          generate_series(1, char_length(word)) i
        union all
        select substr(word, i, 2) from unnest(string_to_array(t.title || ' ' || t.body, ' ')) word,
          generate_series(1, char_length(word) - 1) i) grams),
      false, now() - g * interval '1 minute', (g::bigint * 7919) % 5000, now(), now()
    from generate_series(1, ${ROWS}) g,
    lateral (select
      (select w[1 + (g * 13) % 26] from pool) || ' ' || (select w[1 + (g * 17) % 26] from pool) as title,
      (select string_agg(w[1 + ((g * k * 31) % 26)], ' ') from pool, generate_series(1, 8) k)
        || case when g % 10000 = 0 then ' 희귀' else '' end as body) t`);
  // The steady state autovacuum keeps: GIN pending list merged, statistics current.
  await db.execute(sql`vacuum analyze articles`);
};

const time = async (fetch: () => Promise<Response>) => {
  const samples: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const started = performance.now();
    const res = await fetch();
    if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
};

const main = async () => {
  const bench = await createBenchDatabase(ADMIN_URL);
  const database = await openDatabase({ databaseUrl: bench.url, poolSize: 4 });
  try {
    const started = performance.now();
    await seed(database.db);
    const seedSeconds = (performance.now() - started) / 1000;
    const config = {
      ...loadConfig({ JWT_SECRET: 'bench-secret-0123456789abcdef0123456789', LOG_LEVEL: 'silent' }),
      staticDir: '',
    };
    const jwt = jwtService(config.jwtSecret as string);
    const app = createApp({
      config,
      db: database.db,
      logger: createLogger('silent'),
      jwt,
      hasher: scryptHasher(),
      clock: () => new Date(),
    });
    const get = (path: string) => () => Promise.resolve(app.request(path));
    const first = (await (await app.request('/api/articles?size=10')).json()) as {
      nextCursor: string;
      data: { id: number }[];
    };
    let cursor = first.nextCursor;
    const pages = Math.min(5000, Math.floor(ROWS / 10) - 2);
    for (let i = 0; i < pages; i++) {
      const page = (await (await app.request(`/api/articles?size=10&cursor=${cursor}`)).json()) as {
        nextCursor: string;
      };
      cursor = page.nextCursor;
    }
    const q = (k: string) => encodeURIComponent(k);
    const cases: [string, string][] = [
      ['list, page 1 (publishedAt)', '/api/articles?page=1&size=10'],
      ['list, tag TACTICS, page 1', '/api/articles?tag=TACTICS&page=1&size=10'],
      ['list, sortBy views, page 1', '/api/articles?sortBy=views&page=1&size=10'],
      [
        `list, cursor after ${(pages * 10 + 10).toLocaleString('en')} rows`,
        `/api/articles?size=10&cursor=${cursor}`,
      ],
      ['list, page 100 (OFFSET 990)', '/api/articles?page=100&size=10'],
      ['detail (view counted once per viewer)', `/api/article/${first.data[0]?.id}`],
      ['search 희귀 (2 syllables, 1 in 10,000 rows)', `/api/articles/search?keyword=${q('희귀')}`],
      ['search 축구 (2 syllables, common)', `/api/articles/search?keyword=${q('축구')}`],
      ['search 발 (1 syllable)', `/api/articles/search?keyword=${q('발')}`],
      ['search 골키퍼 (3 syllables)', `/api/articles/search?keyword=${q('골키퍼')}`],
      ['search 압박 수비 (two words)', `/api/articles/search?keyword=${q('압박 수비')}`],
      ['search 없는말 (no match)', `/api/articles/search?keyword=${q('없는말')}`],
    ];
    const lines: string[] = [];
    for (const [name, path] of cases) {
      const { p50, p95 } = await time(get(path));
      lines.push(`| ${name} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms |`);
      console.info(name, p50.toFixed(1), p95.toFixed(1));
    }
    const pgVersion = (
      (await database.db.execute(sql`show server_version`)) as unknown as {
        rows: { server_version: string }[];
      }
    ).rows[0]?.server_version;
    const section = [
      `## Article list and search at ${ROWS.toLocaleString('en')} articles`,
      '',
      `Written by \`npx tsx tests/bench/articles-scale.ts\` (PostgreSQL ${pgVersion}, ${new Date().toISOString().slice(0, 10)}).`,
      `${ROWS.toLocaleString('en')} published articles (8 words each from a 26-word pool, seeded in ${seedSeconds.toFixed(0)} s),`,
      `requests through the Hono app in-process, one at a time, ${REPEAT} each: the time of one request`,
      'with no concurrency. `totalElements` comes from the `article_counts` table (trigger-maintained), the',
      'infinite list continues by keyset cursor, search narrows by the GIN n-gram index and confirms by substring;',
      'a search counts its matches up to 1,000, and when fewer it sorts the index matches (selective plan),',
      'otherwise it walks the date index until a page is full.',
      '',
      '| request | p50 | p95 |',
      '|---|---|---|',
      ...lines,
      '',
    ].join('\n');
    writeFileSync(SCALE_FILE, section);
    writeFileSync('docs/benchmarks.md', withScaleSection(readFileSync('docs/benchmarks.md', 'utf8')));
    console.info(`\n${section}\nwritten to ${SCALE_FILE} and docs/benchmarks.md`);
  } finally {
    await database.close();
    await bench.drop();
  }
};

await main();
