import { itemFieldColumns } from '../new-rows';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import { POPULARITY } from '../../../src/domain/content/popularity';
import type { ContentFields, ContentPage, ContentStore, ListRequest } from '../../ports/content.port';
import type { Db } from './client';
import { decodeCursor, encodeCursor } from './content-cursor';
import { contentPages } from './content-pages';
import { cardColumns, contentColumns, keyOf, toContent } from './content-rows';
import { searchContents } from './content-search';
import { contentLikes, contents, users } from './schema';
import { preparedOnce } from './prepared-once';
import { searchNgrams } from './search-ngrams';

export const publishedOf = (kind: string) => and(eq(contents.kind, kind), eq(contents.isDraft, false));

export const rowsOf = (db: Db) =>
  db.select(contentColumns).from(contents).innerJoin(users, eq(users.id, contents.authorId));

/** One item by id and kind, prepared once (a detail's read, and every write's first). */
const findPrepared = preparedOnce((db) =>
  rowsOf(db)
    .where(and(eq(contents.id, sql.placeholder('id')), eq(contents.kind, sql.placeholder('kind'))))
    .limit(1)
    .prepare('content_find'),
);

/**
 * `findPrepared` with whether a user liked the item (null: nobody), for a detail, which shows the body
 * but never its plain text (not read).
 */
const findSeenByPrepared = preparedOnce((db) =>
  db
    .select({
      ...cardColumns,
      liked: sql<boolean>`exists(select 1 from ${contentLikes} where ${contentLikes.userId} = ${sql.placeholder('userId')}::int and ${contentLikes.contentId} = ${contents.id})`,
    })
    .from(contents)
    .innerJoin(users, eq(users.id, contents.authorId))
    .where(and(eq(contents.id, sql.placeholder('id')), eq(contents.kind, sql.placeholder('kind'))))
    .limit(1)
    .prepare('content_find_seen_by'),
);

/** The counters every like and comment moves, prepared once (the write path's hot statements). */
const moveLikesPrepared = preparedOnce((db) =>
  db
    .update(contents)
    .set({ likeCount: sql`greatest(${contents.likeCount} + ${sql.placeholder('by')}::int, 0)` })
    .where(eq(contents.id, sql.placeholder('id')))
    .returning({ likeCount: contents.likeCount })
    .prepare('content_move_likes'),
);
const moveCommentsPrepared = preparedOnce((db) =>
  db
    .update(contents)
    .set({ commentCount: sql`greatest(${contents.commentCount} + ${sql.placeholder('by')}::int, 0)` })
    .where(eq(contents.id, sql.placeholder('id')))
    .prepare('content_move_comments'),
);

/** Rows for cards: without the body's plain text, which only search highlights read. */
const cardRowsOf = (db: Db) =>
  db.select(cardColumns).from(contents).innerJoin(users, eq(users.id, contents.authorId));

const byIds = async (db: Db, ids: readonly number[]) => {
  if (ids.length === 0) return [];
  const found = new Map(
    (await cardRowsOf(db).where(inArray(contents.id, [...ids]))).map((r) => [r.id, toContent(r)]),
  );
  return ids.flatMap((id) => found.get(id) ?? []);
};

const columns = (f: ContentFields) => ({
  ...itemFieldColumns(f),
  // The same derivation as the demo seed, so seeded and written items are found alike.
  searchNgrams: searchNgrams(`${f.title}\n${f.contentText}`),
});

const list = async (
  pages: ReturnType<typeof contentPages>,
  q: ListRequest,
): Promise<ContentPage | 'invalid-cursor'> => {
  const position = q.cursor === undefined ? undefined : decodeCursor(q.sort, q.cursor);
  if (position === null) return 'invalid-cursor';
  const offset = (q.page - 1) * q.size;
  // The OFFSET is bounded by the contract's last page, and skips only rows that exist.
  const { rows: found, total } = await pages.page(q, position ? { position } : { offset });
  const last = found.at(-1);
  const key = last ? keyOf(q.sort, last) : null;
  const nextCursor =
    last && key !== null && found.length === q.size ? encodeCursor(q.sort, { key, id: last.id }) : null;
  return { items: found.map(toContent), total, nextCursor };
};

/** The like and comment counters of the removed item's comments stop counting towards their authors. */
const forgetReceivedLikes = async (db: Db, id: number) => {
  await db.execute(sql`
    update users u set received_comment_likes = greatest(u.received_comment_likes - s.n, 0)
    from (select author_id, sum(like_count)::int as n from comments where content_id = ${id} group by author_id) s
    where u.id = s.author_id and s.n > 0`);
  const [gone] = await db
    .delete(contents)
    .where(eq(contents.id, id))
    .returning({ authorId: contents.authorId, likeCount: contents.likeCount });
  if (gone && gone.likeCount > 0) {
    await db
      .update(users)
      .set({ receivedPostLikes: sql`greatest(${users.receivedPostLikes} - ${gone.likeCount}, 0)` })
      .where(eq(users.id, gone.authorId));
  }
};

/** Content of every kind on Drizzle. Promise rejections become defects that the edge answers with 500. */
export const contentRepository = (db: Db): ContentStore => {
  // Prepared on first use, once per repository (the read one lives as long as the app).
  let pages: ReturnType<typeof contentPages> | undefined;
  return {
    find: (kind, id) =>
      Effect.promise(async () => {
        const [row] = await findPrepared(db).execute({ id, kind });
        return row ? toContent(row) : null;
      }),
    findSeenBy: (kind, id, userId) =>
      Effect.promise(async () => {
        const [row] = await findSeenByPrepared(db).execute({ id, kind, userId });
        return row ? { item: toContent(row), liked: row.liked === true } : null;
      }),
    list: (q) =>
      Effect.promise(() => {
        pages ??= contentPages(db);
        return list(pages, q);
      }),
    search: (q) => Effect.promise(() => searchContents(db, q)),
    popular: (kind, since, limit, pool) =>
      Effect.promise(async () => {
        const { likeWeight, commentWeight, viewWeight } = POPULARITY;
        const score = sql`${likeWeight}::float8 * like_count + ${commentWeight}::float8 * comment_count + ${viewWeight}::float8 * views`;
        // With a pool (articles): the newest `pool` items, those since `since` first, so an inactive site
        // still shows its best older pieces. Without (weekly blocks): only items since `since`. Either way
        // the read is bounded by an index range, never the whole table.
        const ranked = (pool === undefined
          ? await db.execute(sql`
              select id from contents
              where kind = ${kind} and is_draft = false and published_at >= ${since.toISOString()}::timestamptz
              order by ${score} desc, published_at desc, id desc limit ${limit}`)
          : await db.execute(sql`
              select id from (
                select id, published_at, like_count, comment_count, views from contents
                where kind = ${kind} and is_draft = false order by published_at desc, id desc limit ${pool}
              ) p
              order by (published_at >= ${since.toISOString()}::timestamptz) desc, ${score} desc,
                published_at desc, id desc
              limit ${limit}`)) as unknown as { rows: { id: number }[] };
        return byIds(
          db,
          ranked.rows.map((r) => Number(r.id)),
        );
      }),
    byAuthor: (kind, authorId, excludeId, limit) =>
      Effect.promise(async () =>
        (
          await cardRowsOf(db)
            .where(
              and(eq(contents.authorId, authorId), publishedOf(kind), sql`${contents.id} <> ${excludeId}`),
            )
            .orderBy(desc(contents.publishedAt), desc(contents.id))
            .limit(limit)
        ).map(toContent),
      ),
    drafts: (kind, authorId) =>
      Effect.promise(async () =>
        (
          await cardRowsOf(db)
            .where(and(eq(contents.authorId, authorId), eq(contents.kind, kind), eq(contents.isDraft, true)))
            .orderBy(desc(contents.modifiedAt), desc(contents.id))
            .limit(200)
        ).map(toContent),
      ),
    insert: (kind, authorId, fields, draft, now) =>
      Effect.promise(async () => {
        const [row] = await db
          .insert(contents)
          .values({
            kind,
            authorId,
            ...columns(fields),
            isDraft: draft,
            publishedAt: draft ? null : now,
            createdAt: now,
            modifiedAt: now,
          })
          .returning({ id: contents.id });
        if (!row) throw new Error('content insert returned no row');
        return row.id;
      }),
    update: (id, fields, now) =>
      Effect.promise(async () => {
        await db
          .update(contents)
          .set({ ...columns(fields), modifiedAt: now })
          .where(eq(contents.id, id));
      }),
    publish: (id, now, fields) =>
      Effect.promise(async () => {
        const done = await db
          .update(contents)
          .set({ ...(fields ? columns(fields) : {}), isDraft: false, publishedAt: now, modifiedAt: now })
          .where(and(eq(contents.id, id), eq(contents.isDraft, true)))
          .returning({ id: contents.id });
        return done.length > 0;
      }),
    remove: (id) => Effect.promise(() => forgetReceivedLikes(db, id)),
    moveLikes: (id, by) =>
      Effect.promise(async () => {
        const [row] = await moveLikesPrepared(db).execute({ id, by });
        return row?.likeCount ?? 0;
      }),
    moveComments: (id, by) =>
      Effect.promise(async () => {
        await moveCommentsPrepared(db).execute({ id, by });
      }),
  };
};
