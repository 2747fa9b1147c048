import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contents as articles,
  commentLikes,
  comments,
  follows,
  users,
} from '../../server/adapters/db/schema';
import { DEMO_CONTENT, type DemoContent } from '../../server/adapters/db/seed/demo-content';
import { seedDemoIfEmpty } from '../../server/adapters/db/seed/seed-demo';
import { DEMO_DATA, demoMoment, demoRows } from '../../content/demo';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const NOW = new Date('2026-03-10T03:00:00Z'); // 12:00 in Seoul

/** A small hand-made set, so every counter can be checked by hand. */
const SMALL: DemoContent = {
  users: [
    { key: 'ed', email: 'ed@example.com', nickname: '편집자', role: 'EDITOR', job: null, introduction: null },
    { key: 'a', email: 'a@example.com', nickname: '사용자가', role: 'USER', job: null, introduction: null },
    { key: 'b', email: 'b@example.com', nickname: '사용자나', role: 'USER', job: null, introduction: null },
  ],
  contents: [
    {
      key: 'x',
      kind: 'article',
      authorKey: 'ed',
      title: '축구 기본기',
      tags: ['TECHNIQUE'],
      html: '<p>발 &amp; 공</p>',
      daysAgo: 1,
      hour: 9,
      views: 10,
    },
    {
      key: 'd',
      kind: 'article',
      authorKey: 'ed',
      title: '초안',
      tags: ['ETC'],
      html: '<p>작성 중</p>',
      daysAgo: 0,
      hour: 23,
      views: 5,
      draft: true,
    },
    {
      key: 'p',
      kind: 'post',
      authorKey: 'a',
      title: '주말 대회 후기',
      tags: [],
      html: '<p>골키퍼가 대단했어요</p>',
      daysAgo: 2,
      hour: 20,
      views: 7,
    },
    {
      key: 'q',
      kind: 'qna',
      authorKey: 'b',
      title: '발목이 아파요',
      tags: ['INJURY_RECOVERY'],
      html: '<p>언제 복귀할까요?</p>',
      daysAgo: 1,
      hour: 8,
      views: 3,
    },
  ],
  comments: [
    {
      contentKey: 'x',
      authorKey: 'a',
      content: '좋은 글이에요',
      minutesAfter: 30,
      likedBy: ['b', 'ed'],
      replies: [
        {
          authorKey: 'ed',
          content: '감사합니다',
          minutesAfter: 5,
          mentionAuthorOfParent: true,
          likedBy: ['a'],
        },
      ],
    },
    {
      contentKey: 'p',
      authorKey: 'b',
      content: '저도 봤어요',
      minutesAfter: 10,
      replies: [{ authorKey: 'a', content: '반가워요', minutesAfter: 3, mentionAuthorOfParent: true }],
    },
    { contentKey: 'q', authorKey: 'ed', content: '2주는 쉬세요', minutesAfter: 20, likedBy: ['b'] },
  ],
  contentLikes: [
    { contentKey: 'x', userKeys: ['a', 'b'] },
    { contentKey: 'p', userKeys: ['b', 'ed'] },
    { contentKey: 'q', userKeys: ['a'] },
  ],
  follows: [
    { followerKey: 'a', followeeKey: 'ed' },
    { followerKey: 'b', followeeKey: 'ed' },
  ],
};

describe.each(ENGINES)('demo seed on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => NOW });
  });
  afterAll(() => t.close());

  it('loads rows and derived counters, once', async () => {
    await t.reset();
    const accounts = await seedDemoIfEmpty(t.deps, { content: SMALL, password: 'demo-password' });
    expect(accounts?.map((a) => a.email)).toEqual(['ed@example.com', 'a@example.com', 'b@example.com']);
    const [editor] = await t.db.select().from(users).where(eq(users.email, 'ed@example.com'));
    expect(editor).toMatchObject({
      role: 'EDITOR',
      receivedPostLikes: 2,
      receivedCommentLikes: 2,
      followerCount: 2,
    });
    const [a] = await t.db.select().from(users).where(eq(users.email, 'a@example.com'));
    expect(a).toMatchObject({ receivedPostLikes: 2, receivedCommentLikes: 2, followingCount: 1 });
    const [b] = await t.db.select().from(users).where(eq(users.email, 'b@example.com'));
    expect(b).toMatchObject({ receivedPostLikes: 1, receivedCommentLikes: 0 });
    const rows = await t.db.select().from(articles).orderBy(articles.id);
    expect(rows.map((r) => r.kind)).toEqual(['article', 'article', 'post', 'qna']);
    expect(rows[0]).toMatchObject({
      likeCount: 2,
      commentCount: 2,
      views: 10,
      isDraft: false,
      contentText: '발 & 공',
    });
    expect(rows[0]?.publishedAt?.toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(rows[0]?.searchNgrams).toEqual(expect.arrayContaining(['축구', '발', '기본']));
    expect(rows[1]).toMatchObject({ isDraft: true, publishedAt: null });
    // Board posts get the same derivations as a write: text, summary, n-grams, counters.
    expect(rows[2]).toMatchObject({
      authorId: a?.id,
      tags: [],
      contentText: '골키퍼가 대단했어요',
      contentSummary: '골키퍼가 대단했어요',
      likeCount: 2,
      commentCount: 2,
      views: 7,
    });
    expect(rows[2]?.searchNgrams).toEqual(expect.arrayContaining(['골', '골키', '키퍼', '대회']));
    expect(rows[3]).toMatchObject({
      authorId: b?.id,
      tags: ['INJURY_RECOVERY'],
      likeCount: 1,
      commentCount: 1,
    });
    // Top-level comments of every kind first, then the replies.
    const thread = await t.db.select().from(comments).orderBy(comments.id);
    expect(thread.map((c) => [c.contentId, c.parentId])).toEqual([
      [rows[0]?.id, null],
      [rows[2]?.id, null],
      [rows[3]?.id, null],
      [rows[0]?.id, thread[0]?.id],
      [rows[2]?.id, thread[1]?.id],
    ]);
    expect(thread[3]).toMatchObject({ mentionedUserId: a?.id, likeCount: 1 });
    expect(thread[4]).toMatchObject({ mentionedUserId: b?.id, likeCount: 0 });
    expect(thread[2]).toMatchObject({ likeCount: 1 });
    expect(await seedDemoIfEmpty(t.deps, { content: SMALL })).toBeNull();
    const signIn = await t.request('POST', '/api/auth/sign-in', {
      json: { email: 'b@example.com', password: 'demo-password' },
    });
    expect(signIn.status).toBe(200);
  });

  it('loads the real demo content quickly, with consistent counters', async () => {
    await t.reset();
    // CPU time, not the wall clock: on a busy machine the wall clock measures the neighbours. The seed
    // runs in this process (PGlite too), so its CPU time is what a slow seed would cost at start-up.
    const started = process.cpuUsage();
    const accounts = await seedDemoIfEmpty({ ...t.deps, clock: () => new Date() }, { content: DEMO_CONTENT });
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(3000);
    expect(accounts).toHaveLength(DEMO_CONTENT.users.length);
    expect(new Set(accounts?.map((a) => a.password)).size).toBe(accounts?.length);
    const [counts] = await t.db
      .select({
        articles: sql<number>`(select count(*)::int from ${articles} where not ${articles.isDraft})`,
        likes: sql<number>`(select coalesce(sum(${articles.likeCount}), 0)::int from ${articles})`,
        commentLikes: sql<number>`(select count(*)::int from ${commentLikes})`,
        follows: sql<number>`(select count(*)::int from ${follows})`,
        received: sql<number>`(select coalesce(sum(${users.receivedPostLikes}), 0)::int from ${users})`,
      })
      .from(sql`(select 1) as one`);
    expect(counts?.articles).toBeGreaterThanOrEqual(30 + 50);
    expect(counts?.received).toBe(counts?.likes);
    const kinds = await t.db
      .select({ kind: articles.kind, n: sql<number>`count(*)::int` })
      .from(articles)
      .where(sql`not ${articles.isDraft}`)
      .groupBy(articles.kind)
      .orderBy(articles.kind);
    const published = (kind: string) => DEMO_DATA.contents.filter((c) => c.kind === kind && !c.draft).length;
    expect(kinds).toEqual(['article', 'post', 'qna'].map((kind) => ({ kind, n: published(kind) })));
    // A fresh database gives every row the id content/demo/rows.ts plans (the fake backend uses them).
    const plan = demoRows(DEMO_CONTENT, new Date());
    const stored = await t.db
      .select({ id: articles.id, title: articles.title, kind: articles.kind })
      .from(articles)
      .orderBy(articles.id);
    expect(stored).toEqual(plan.contents.map((c) => ({ id: c.id, title: c.item.title, kind: c.item.kind })));
    const storedComments = await t.db
      .select({ id: comments.id, content: comments.content, parentId: comments.parentId })
      .from(comments)
      .orderBy(comments.id);
    expect(storedComments).toEqual(
      plan.comments.map((c) => ({ id: c.id, content: c.content, parentId: c.parentId })),
    );
    expect(counts?.follows).toBe(DEMO_CONTENT.follows.length);
    const future = await t.db
      .select({ id: articles.id })
      .from(articles)
      .where(sql`${articles.publishedAt} > now()`);
    expect(future).toEqual([]);
  });

  it('dates demo items by Seoul days and never in the future', () => {
    expect(demoMoment(NOW, 2, 8).toISOString()).toBe('2026-03-07T23:00:00.000Z');
    expect(demoMoment(NOW, 0, 20).getTime()).toBeLessThan(NOW.getTime());
  });
});
