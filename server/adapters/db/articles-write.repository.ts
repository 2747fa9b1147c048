import { and, eq, sql } from 'drizzle-orm';
import { Effect } from 'effect';
import type { ArticleContent, ArticleWriter } from '../../ports/articles.port';
import type { Db } from './client';
import { articleLikes, articles, users } from './schema';
import { searchNgrams } from './search-ngrams';

const columns = (c: ArticleContent) => ({
  title: c.title,
  content: c.content,
  contentText: c.contentText,
  contentSummary: c.contentSummary,
  tags: [...c.tags],
  thumbnailUrl: c.thumbnailUrl,
  // The same derivation as the demo seed, so seeded and written articles are found alike.
  searchNgrams: searchNgrams(`${c.title}\n${c.contentText}`),
});

/**
 * Article writes on Drizzle, each one transaction. The per-tag published counts follow by database
 * trigger (migration 0001) inside the same transaction.
 */
export const articleWriter = (db: Db): ArticleWriter => ({
  insert: (authorId, content, draft, now) =>
    Effect.promise(async () => {
      const [row] = await db
        .insert(articles)
        .values({
          authorId,
          ...columns(content),
          isDraft: draft,
          publishedAt: draft ? null : now,
          createdAt: now,
          modifiedAt: now,
        })
        .returning({ id: articles.id });
      if (!row) throw new Error('article insert returned no row');
      return row.id;
    }),
  update: (id, content, now) =>
    Effect.promise(async () => {
      await db
        .update(articles)
        .set({ ...columns(content), modifiedAt: now })
        .where(eq(articles.id, id));
    }),
  publish: (id, now, content) =>
    Effect.promise(async () => {
      const done = await db
        .update(articles)
        .set({ ...(content ? columns(content) : {}), isDraft: false, publishedAt: now, modifiedAt: now })
        .where(and(eq(articles.id, id), eq(articles.isDraft, true)))
        .returning({ id: articles.id });
      return done.length > 0;
    }),
  remove: (id) =>
    Effect.promise(() =>
      db.transaction(async (tx) => {
        // Likes received on the article and on its comments stop counting towards their authors' levels.
        await tx.execute(sql`
          update users u set received_comment_likes = greatest(u.received_comment_likes - s.n, 0)
          from (select author_id, sum(like_count)::int as n from comments where article_id = ${id} group by author_id) s
          where u.id = s.author_id and s.n > 0`);
        const [gone] = await tx
          .delete(articles)
          .where(eq(articles.id, id))
          .returning({ authorId: articles.authorId, likeCount: articles.likeCount });
        if (gone && gone.likeCount > 0) {
          await tx
            .update(users)
            .set({ receivedPostLikes: sql`greatest(${users.receivedPostLikes} - ${gone.likeCount}, 0)` })
            .where(eq(users.id, gone.authorId));
        }
      }),
    ),
  toggleLike: (userId, articleId) =>
    Effect.promise(() =>
      db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const pair = and(eq(articleLikes.userId, userId), eq(articleLikes.articleId, articleId));
        const removed = await t.delete(articleLikes).where(pair).returning({ userId: articleLikes.userId });
        // A parallel request of the same user may insert first: then the like stands and no counter moves twice.
        const added =
          removed.length > 0
            ? []
            : await t
                .insert(articleLikes)
                .values({ userId, articleId })
                .onConflictDoNothing()
                .returning({ userId: articleLikes.userId });
        if (removed.length > 0) await move(t, articleId, -1);
        else if (added.length > 0) await move(t, articleId, 1);
        const [row] = await t
          .select({ likeCount: articles.likeCount })
          .from(articles)
          .where(eq(articles.id, articleId));
        return { liked: removed.length === 0, likeCount: row?.likeCount ?? 0 };
      }),
    ),
});

const move = async (db: Db, articleId: number, by: 1 | -1) => {
  const [article] = await db
    .update(articles)
    .set({ likeCount: sql`greatest(${articles.likeCount} + ${by}, 0)` })
    .where(eq(articles.id, articleId))
    .returning({ authorId: articles.authorId });
  if (article) {
    await db
      .update(users)
      .set({ receivedPostLikes: sql`greatest(${users.receivedPostLikes} + ${by}, 0)` })
      .where(eq(users.id, article.authorId));
  }
};
