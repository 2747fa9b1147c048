import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { CONTENT_LIMITS } from '../../../src/domain/content/limits';
import { keywordWords } from '../../../src/domain/content/search';
import type { ContentPage, SearchRequest } from '../../ports/content.port';
import type { Db } from './client';
import { contentColumns, orderOf, sortColumn, toContent } from './content-rows';
import { contents, users } from './schema';
import { queryNgrams } from './search-ngrams';

/**
 * Korean search over one kind (DESIGN.md section 3). Title and text words narrow the rows through the
 * GIN n-gram index first (search-ngrams.ts), then a substring test on the scope's text drops the n-gram
 * coincidences. The author scope matches nicknames instead, then the author index.
 */
const matches = (q: SearchRequest): SQL => {
  const words = keywordWords(q.keyword);
  if (q.scope === 'AUTHOR') {
    const authors = sql`select id from users where ${and(
      ...words.map((w) => sql`position(lower(${w}) in lower(${users.nickname})) > 0`),
    )}`;
    return sql`${contents.authorId} in (${authors})`;
  }
  const haystack =
    q.scope === 'TITLE'
      ? sql`lower(${contents.title})`
      : q.scope === 'CONTENT'
        ? sql`lower(${contents.contentText})`
        : sql`lower(${contents.title} || ' ' || ${contents.contentText})`;
  const grams = queryNgrams(q.keyword);
  const gramArray = sql`array[${sql.join(
    grams.map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`;
  const confirm = words.map((w) => sql`position(lower(${w}) in ${haystack}) > 0`);
  return and(grams.length > 0 ? sql`${contents.searchNgrams} @> ${gramArray}` : undefined, ...confirm) as SQL;
};

const where = (q: SearchRequest) => and(eq(contents.kind, q.kind), eq(contents.isDraft, false), matches(q));

/** Matches counted up to the cap, so a common word costs no full count. */
const countUpTo = async (db: Db, q: SearchRequest, cap: number) => {
  const hits = db.select({ one: sql`1` }).from(contents).where(where(q)).limit(cap);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(hits.as('hits'));
  return row?.n ?? 0;
};

/**
 * One page of matches. A selective keyword (fewer matches than the cap) sorts on an expression no b-tree
 * serves, which keeps the planner on the n-gram index (a few hundred rows to sort) instead of walking
 * the order's index hoping to meet matches early; a common keyword keeps the ordered index walk, which
 * fills a page at once.
 */
export const searchIdsStatement = (db: Db, q: SearchRequest, selective: boolean) => {
  const unindexed =
    q.sort === 'latest'
      ? [sql`${contents.publishedAt} + interval '0 second' desc`, sql`${contents.id} desc`]
      : [sql`${sortColumn(q.sort)} + 0 desc`, sql`${contents.id} desc`];
  return db
    .select({ id: contents.id })
    .from(contents)
    .where(where(q))
    .orderBy(...(selective ? unindexed : orderOf(q.sort)))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
};

export const searchContents = async (db: Db, q: SearchRequest): Promise<ContentPage> => {
  const cap = CONTENT_LIMITS.searchCountCap;
  const total = await countUpTo(db, q, cap);
  if ((q.page - 1) * q.size >= total) return { items: [], total, nextCursor: null };
  const ids = await searchIdsStatement(db, q, total < cap);
  if (ids.length === 0) return { items: [], total, nextCursor: null };
  const rows = await db
    .select(contentColumns)
    .from(contents)
    .innerJoin(users, eq(users.id, contents.authorId))
    .where(
      inArray(
        contents.id,
        ids.map((r) => r.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, toContent(r)]));
  return { items: ids.flatMap((r) => byId.get(r.id) ?? []), total, nextCursor: null };
};
