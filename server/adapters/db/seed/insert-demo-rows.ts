import { commentLikes, comments, contentLikes, contents, follows, users } from '../schema';
import { htmlToText, summaryOf } from '../../../../src/domain/content/text';
import type { Db } from '../client';
import { searchNgrams } from '../search-ngrams';
import type { DemoContent } from './demo-content';
import { demoMoment, minutesAfter } from './demo-time';

const need = <T>(map: Map<string, T>, key: string, what: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo content: unknown ${what} key "${key}"`);
  return value;
};

/** Batch inserts of every demo row; counters are recomputed by the caller. */
export const insertDemoRows = async (db: Db, content: DemoContent, hashes: readonly string[], now: Date) => {
  const insertedUsers = await db
    .insert(users)
    .values(
      content.users.map((u, i) => ({
        email: u.email,
        passwordHash: hashes[i] as string,
        nickname: u.nickname,
        role: u.role,
        job: u.job,
        introduction: u.introduction,
        homepageUrl: u.homepageUrl ?? null,
        instagramUrl: u.instagramUrl ?? null,
        youtubeUrl: u.youtubeUrl ?? null,
        blogUrl: u.blogUrl ?? null,
        createdAt: new Date(now.getTime() - 120 * 86_400_000),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIdByEmail = new Map(insertedUsers.map((u) => [u.email ?? '', u.id]));
  const userId = new Map(content.users.map((u) => [u.key, need(userIdByEmail, u.email, 'user email')]));

  const articleRows = content.articles.map((a) => {
    const at = demoMoment(now, a.daysAgo, a.hour);
    const text = htmlToText(a.html);
    return {
      kind: 'article',
      authorId: need(userId, a.authorKey, 'author'),
      title: a.title,
      content: a.html,
      contentText: text,
      contentSummary: summaryOf(text),
      tags: a.tags,
      searchNgrams: searchNgrams(`${a.title}\n${text}`),
      isDraft: a.draft === true,
      publishedAt: a.draft ? null : at,
      views: a.draft ? 0 : a.views,
      createdAt: at,
      modifiedAt: at,
    };
  });
  const insertedArticles = articleRows.length
    ? await db.insert(contents).values(articleRows).returning({ id: contents.id, title: contents.title })
    : [];
  const articleByKey = new Map(
    content.articles.map((a, i) => {
      const row = insertedArticles[i];
      if (row?.title !== a.title) throw new Error('Demo content: article insert order mismatch');
      return [a.key, { id: row.id, at: articleRows[i]?.createdAt as Date }];
    }),
  );

  const topRows = content.comments.map((c) => {
    const article = need(articleByKey, c.articleKey, 'article');
    const at = minutesAfter(article.at, c.minutesAfter, now);
    return {
      contentId: article.id,
      authorId: need(userId, c.authorKey, 'comment author'),
      content: c.content,
      createdAt: at,
      modifiedAt: at,
    };
  });
  const insertedTop = topRows.length
    ? await db.insert(comments).values(topRows).returning({ id: comments.id, content: comments.content })
    : [];
  const replyRows: (typeof comments.$inferInsert)[] = [];
  const replyLikers: string[][] = [];
  const commentLikeRows: (typeof commentLikes.$inferInsert)[] = [];
  content.comments.forEach((c, i) => {
    const parent = insertedTop[i];
    const top = topRows[i];
    if (!parent || !top || parent.content !== c.content)
      throw new Error('Demo content: comment insert order mismatch');
    for (const key of c.likedBy ?? [])
      commentLikeRows.push({ userId: need(userId, key, 'liker'), commentId: parent.id });
    for (const r of c.replies ?? []) {
      const at = minutesAfter(top.createdAt, r.minutesAfter, now);
      replyRows.push({
        contentId: top.contentId,
        parentId: parent.id,
        authorId: need(userId, r.authorKey, 'reply author'),
        content: r.content,
        mentionedUserId: r.mentionAuthorOfParent ? top.authorId : null,
        createdAt: at,
        modifiedAt: at,
      });
      replyLikers.push(r.likedBy ?? []);
    }
  });
  if (replyRows.length) {
    const insertedReplies = await db.insert(comments).values(replyRows).returning({ id: comments.id });
    insertedReplies.forEach((reply, i) => {
      for (const key of replyLikers[i] ?? [])
        commentLikeRows.push({ userId: need(userId, key, 'liker'), commentId: reply.id });
    });
  }
  if (commentLikeRows.length) await db.insert(commentLikes).values(commentLikeRows).onConflictDoNothing();

  const likeRows = content.articleLikes.flatMap((l) =>
    l.userKeys.map((key) => ({
      userId: need(userId, key, 'liker'),
      contentId: need(articleByKey, l.articleKey, 'article').id,
    })),
  );
  if (likeRows.length) await db.insert(contentLikes).values(likeRows).onConflictDoNothing();

  const followRows = content.follows.map((f) => ({
    followerId: need(userId, f.followerKey, 'follower'),
    followeeId: need(userId, f.followeeKey, 'followee'),
  }));
  if (followRows.length) await db.insert(follows).values(followRows).onConflictDoNothing();
};
