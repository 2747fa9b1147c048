import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import type { ArticleReader, ArticleSortKey, ListQuery, SearchQuery } from '../../ports/articles.port';
import { decodeCursor, encodeCursor } from './article-cursor';
import { type ArticleRow, articleColumns, toArticle } from './article-rows';
import type { Db } from './client';
import { articleCounts, articleLikes, articles, users } from './schema';
import { queryNgrams } from './search-ngrams';

const published = eq(articles.isDraft, false);
const order = (sort: ArticleSortKey) =>
  sort === 'views'
    ? [desc(articles.views), desc(articles.id)]
    : [desc(articles.publishedAt), desc(articles.id)];
const hasTag = (tag: string | null) => (tag ? sql`${articles.tags} @> array[${tag}]::text[]` : undefined);

/**
 * Every word of the keyword must occur in title or text. The GIN index narrows the rows by n-grams first
 * (search-ngrams.ts); the substring test then drops the n-gram coincidences.
 */
const matches = (keyword: string): SQL => {
  const grams = queryNgrams(keyword);
  const words = keyword.split(/\s+/).filter(Boolean).slice(0, 8);
  const haystack = sql`lower(${articles.title} || ' ' || ${articles.contentText})`;
  const confirm = words.map((w) => sql`position(lower(${w}) in ${haystack}) > 0`);
  const gramArray = sql`array[${sql.join(
    grams.map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`;
  return and(sql`${articles.searchNgrams} @> ${gramArray}`, ...confirm) as SQL;
};

/**
 * The search page. A selective keyword sorts on an expression no b-tree serves, which keeps the planner
 * on the n-gram index (a few hundred rows to sort) instead of walking the date index hoping to meet
 * matches early; a common keyword keeps the ordered index walk, which fills a page at once.
 */
export const searchStatement = (db: Db, q: SearchQuery) => {
  const unindexed =
    q.sort === 'views'
      ? [sql`${articles.views} + 0 desc`, desc(articles.id)]
      : [sql`${articles.publishedAt} + interval '0 second' desc`, desc(articles.id)];
  return rows(db)
    .where(and(published, matches(q.keyword)))
    .orderBy(...(q.selective ? unindexed : order(q.sort)))
    .limit(q.limit)
    .offset(q.offset);
};

const rows = (db: Db) =>
  db.select(articleColumns).from(articles).innerJoin(users, eq(users.id, articles.authorId));
const byIds = async (db: Db, ids: readonly number[]) => {
  if (ids.length === 0) return [];
  const found = new Map(
    (await rows(db).where(inArray(articles.id, [...ids]))).map((r) => [r.id, toArticle(r)]),
  );
  return ids.flatMap((id) => found.get(id) ?? []);
};

const list = async (db: Db, q: ListQuery) => {
  const position = q.cursor === undefined ? undefined : decodeCursor(q.sort, q.cursor);
  if (position === null) return 'invalid-cursor' as const;
  const after = position
    ? q.sort === 'views'
      ? sql`(${articles.views}, ${articles.id}) < (${position.key}, ${position.id})`
      : sql`(${articles.publishedAt}, ${articles.id}) < (${position.key}::timestamptz, ${position.id})`
    : undefined;
  const found: ArticleRow[] = await rows(db)
    .where(and(published, hasTag(q.tag), after))
    .orderBy(...order(q.sort))
    .limit(q.limit)
    .offset(position ? 0 : q.offset);
  const last = found.at(-1);
  const key = last && (q.sort === 'views' ? last.views : last.publishedKey);
  const nextCursor =
    last && key !== null && key !== undefined && found.length === q.limit
      ? encodeCursor(q.sort, { key, id: last.id })
      : null;
  return { items: found.map(toArticle), nextCursor };
};

/** Reads on Drizzle; promise rejections become defects that the edge answers with 500. */
export const articleReader = (db: Db): ArticleReader => ({
  list: (q) => Effect.promise(() => list(db, q)),
  publishedCount: (tag) =>
    Effect.promise(async () => {
      const [row] = await db
        .select({ n: articleCounts.published })
        .from(articleCounts)
        .where(eq(articleCounts.tag, tag ?? 'ALL'));
      return row?.n ?? 0;
    }),
  search: (q) => Effect.promise(async () => (await searchStatement(db, q)).map(toArticle)),
  searchCount: (keyword, cap) =>
    Effect.promise(async () => {
      const hits = db
        .select({ one: sql`1` })
        .from(articles)
        .where(and(published, matches(keyword)))
        .limit(cap);
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(hits.as('hits'));
      return row?.n ?? 0;
    }),
  popular: (since, pool, limit) =>
    Effect.promise(async () => {
      // Score = 3 x likes + 2 x comments + views / 10, among the newest `pool` published articles; those
      // published within the window rank first, so the block favours what is fresh and engaging while
      // an inactive site still shows its best older pieces. Reading a bounded pool keeps it O(pool).
      const ranked = (await db.execute(sql`
        select id from (
          select id, published_at, like_count, comment_count, views from articles
          where is_draft = false order by published_at desc, id desc limit ${pool}
        ) p
        order by (published_at >= ${since.toISOString()}::timestamptz) desc,
          3 * like_count + 2 * comment_count + views / 10.0 desc, published_at desc, id desc
        limit ${limit}`)) as unknown as { rows: { id: number }[] };
      return byIds(
        db,
        ranked.rows.map((r) => Number(r.id)),
      );
    }),
  related: (authorId, excludeId, limit) =>
    Effect.promise(async () =>
      (
        await rows(db)
          .where(and(eq(articles.authorId, authorId), published, sql`${articles.id} <> ${excludeId}`))
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(limit)
      ).map(toArticle),
    ),
  drafts: (authorId) =>
    Effect.promise(async () =>
      (
        await rows(db)
          .where(and(eq(articles.authorId, authorId), eq(articles.isDraft, true)))
          .orderBy(desc(articles.modifiedAt), desc(articles.id))
          .limit(200)
      ).map(toArticle),
    ),
  findById: (id) =>
    Effect.promise(async () => {
      const [row] = await rows(db).where(eq(articles.id, id)).limit(1);
      return row ? toArticle(row) : null;
    }),
  isLiked: (userId, articleId) =>
    Effect.promise(async () => {
      const found = await db
        .select({ one: sql`1` })
        .from(articleLikes)
        .where(and(eq(articleLikes.userId, userId), eq(articleLikes.articleId, articleId)))
        .limit(1);
      return found.length > 0;
    }),
  countView: (articleId, viewerKey, now) =>
    Effect.promise(async () => {
      const at = now.toISOString();
      const counted = (await db.execute(sql`
        with fresh as (
          insert into article_views (article_id, viewer_key, window_start) values (${articleId}, ${viewerKey}, ${at})
          on conflict (article_id, viewer_key) do update set window_start = excluded.window_start
          where article_views.window_start <= ${at}::timestamptz - interval '24 hours'
          returning 1
        )
        update articles set views = views + 1 where id = ${articleId} and exists (select 1 from fresh)
        returning views`)) as unknown as { rows: { views: number }[] };
      const views = counted.rows[0]?.views;
      if (views !== undefined) return Number(views);
      const [row] = await db
        .select({ views: articles.views })
        .from(articles)
        .where(eq(articles.id, articleId));
      return row?.views ?? 0;
    }),
});
