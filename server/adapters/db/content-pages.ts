import { and, eq, sql } from 'drizzle-orm';
import type { SortKey } from '../../../src/domain/content/policy';
import type { Db } from './client';
import { type ContentRow, cardColumns, orderOf, sortColumn } from './content-rows';
import { contentCounts, contents, users } from './schema';

/** A keyset position from a list cursor (content-cursor.ts). */
type Position = { readonly key: string | number; readonly id: number };

/**
 * The reads of a list page, each prepared once per order (with or without a tag, from the start or
 * after a cursor): building a wide select with Drizzle cost more CPU per request than running it
 * (docs/benchmarks.md, "Where the CPU of a signed-in list goes"). Cards never show the body's plain
 * text (only search highlights do, content-search.ts), so it is not read.
 */
export const contentPages = (db: Db) => {
  const counted = db
    .select({ n: contentCounts.published })
    .from(contentCounts)
    .where(
      and(eq(contentCounts.kind, sql.placeholder('kind')), eq(contentCounts.tag, sql.placeholder('tag'))),
    )
    .prepare('content_published_count');

  const prepare = (sort: SortKey, tagged: boolean, after: boolean) => {
    const key = sql.placeholder('key');
    const id = sql.placeholder('id');
    const position =
      sort === 'latest'
        ? sql`(${contents.publishedAt}, ${contents.id}) < (${key}::timestamptz, ${id}::int)`
        : sql`(${sortColumn(sort)}, ${contents.id}) < (${key}::int, ${id}::int)`;
    return db
      .select({
        ...cardColumns,
        // The page and its count in one statement: one round trip fewer per list.
        total: sql<number>`(select ${contentCounts.published} from ${contentCounts} where ${contentCounts.kind} = ${sql.placeholder('kind')} and ${contentCounts.tag} = ${sql.placeholder('countTag')})`,
      })
      .from(contents)
      .innerJoin(users, eq(users.id, contents.authorId))
      .where(
        and(
          eq(contents.kind, sql.placeholder('kind')),
          eq(contents.isDraft, false),
          tagged ? sql`${contents.tags} @> array[${sql.placeholder('tag')}::text]` : undefined,
          after ? position : undefined,
        ),
      )
      .orderBy(...orderOf(sort))
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset'))
      .prepare(`content_page_${sort}${tagged ? '_tag' : ''}${after ? '_after' : ''}`);
  };
  const prepared = new Map<string, ReturnType<typeof prepare>>();

  /** The published count of a kind and tag, from the trigger-maintained counter table: O(1). */
  const count = async (kind: string, tag: string | null) =>
    (await counted.execute({ kind, tag: tag ?? 'ALL' }))[0]?.n ?? 0;

  return {
    count,
    /**
     * One page in the order, after `position` when given (else from `offset`), with the published
     * count of the kind and tag (read alone only when the page is empty).
     */
    page: async (
      q: { kind: string; tag: string | null; sort: SortKey; size: number },
      from: { offset: number } | { position: Position },
    ): Promise<{ rows: ContentRow[]; total: number }> => {
      const after = 'position' in from;
      const name = `${q.sort}:${q.tag !== null}:${after}`;
      let query = prepared.get(name);
      if (!query) {
        query = prepare(q.sort, q.tag !== null, after);
        prepared.set(name, query);
      }
      const rows = (await query.execute({
        kind: q.kind,
        tag: q.tag,
        countTag: q.tag ?? 'ALL',
        size: q.size,
        offset: after ? 0 : from.offset,
        key: after ? from.position.key : null,
        id: after ? from.position.id : null,
      })) as (ContentRow & { total: number | null })[];
      const first = rows[0];
      return { rows, total: first ? Number(first.total ?? 0) : await count(q.kind, q.tag) };
    },
  };
};
