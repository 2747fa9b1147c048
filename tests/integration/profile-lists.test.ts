import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authoredQueries, commentQueries, likedQueries } from '../../server/adapters/db/profiles.repository';
import type { ProfileComment } from '../../src/contract/profile';
import { publishArticle, saveDraft } from './helpers/articles.fixtures';
import {
  at,
  FREE_BOARD,
  QNA_BOARD,
  removeComment,
  saveBoardDraft,
  writePost,
} from './helpers/boards.fixtures';
import { ARTICLE_PATHS, commentOn, getList, idsOf, like, type ListName } from './helpers/profile.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const POST = FREE_BOARD.paths;
const QNA = QNA_BOARD.paths;

/** Titles that let a test find any trace of the Q&A board in an answer. */
const QNA_TITLE = '익명질문_비밀제목';
const QNA_COMMENT = '익명댓글_비밀내용';

type World = {
  editor: TestUser;
  member: TestUser;
  other: TestUser;
  admin: TestUser;
  articles: number[];
  posts: number[];
  qna: number;
  otherPost: number;
  otherQna: number;
  articleComment: number;
  articleReply: number;
  postComment: number;
  qnaComment: number;
};

const OTHERS_LISTS: readonly ListName[] = [
  'userArticles',
  'userLikedArticles',
  'userArticleComments',
  'userPosts',
  'userLikedPosts',
  'userPostComments',
];

describe.each(ENGINES)('profile lists on %s', (engine) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  /**
   * An editor with two articles and a draft; a member with two posts and a draft, a Q&A post, comments
   * on each kind (one deleted, one blinded) and a like of each kind; another member with a post and a
   * Q&A post.
   */
  const build = async (): Promise<World> => {
    const editor = await t.signUp({ role: 'EDITOR', nickname: '편집장' });
    const member = await t.signUp({ nickname: '민수아빠' });
    const other = await t.signUp({ nickname: '지훈코치' });
    const admin = await t.signUp({ role: 'ADMIN', nickname: '운영자' });
    const a1 = await publishArticle(t, editor.token, { title: '첫 기사' });
    const a2 = await publishArticle(t, editor.token, { title: '둘째 기사' });
    await saveDraft(t, editor.token, { title: '기사 초안' });
    const p1 = await writePost(t, FREE_BOARD, member.token, { title: '첫 글' });
    const p2 = await writePost(t, FREE_BOARD, member.token, { title: '둘째 글' });
    await saveBoardDraft(t, FREE_BOARD, member.token, { title: '글 초안' });
    const qna = await writePost(t, QNA_BOARD, member.token, { title: QNA_TITLE });
    const otherPost = await writePost(t, FREE_BOARD, other.token, { title: '코치의 글' });
    const otherQna = await writePost(t, QNA_BOARD, other.token, { title: '코치의 질문' });
    const articleComment = await commentOn(t, ARTICLE_PATHS, member.token, a1, '좋은 기사입니다');
    const articleReply = await commentOn(t, ARTICLE_PATHS, member.token, a1, '덧붙입니다', articleComment);
    const postComment = await commentOn(t, POST, member.token, otherPost, '잘 읽었어요');
    const gone = await commentOn(t, POST, member.token, otherPost, '지울 댓글');
    expect((await removeComment(t, FREE_BOARD, gone, member.token)).status).toBe(204);
    const blinded = await commentOn(t, POST, member.token, otherPost, '가려질 댓글');
    const blind = await t.request('PATCH', at(POST.blindComment ?? '', { commentId: blinded }), {
      token: admin.token,
    });
    expect(blind.status).toBe(204);
    const qnaComment = await commentOn(t, QNA, member.token, otherQna, QNA_COMMENT);
    await like(t, ARTICLE_PATHS, member.token, a1);
    await like(t, POST, member.token, otherPost);
    await like(t, QNA, member.token, otherQna);
    return {
      editor,
      member,
      other,
      admin,
      articles: [a1, a2],
      posts: [p1, p2],
      qna,
      otherPost,
      otherQna,
      articleComment,
      articleReply,
      postComment,
      qnaComment,
    };
  };

  beforeEach(async () => {
    await t.reset();
    w = await build();
  });

  it('gives the member every own list, Q&A included, published items only, newest first', async () => {
    const own = (name: ListName, token = w.member.token) => idsOf(t, name, { token });
    const [a1, a2] = w.articles;
    const [p1, p2] = w.posts;
    expect(await own('ownArticles', w.editor.token)).toEqual([a2, a1]);
    expect(await own('ownArticles')).toEqual([]);
    expect(await own('ownLikedArticles')).toEqual([a1]);
    expect(await own('ownArticleComments')).toEqual([w.articleReply, w.articleComment]);
    expect(await own('ownPosts')).toEqual([p2, p1]);
    expect(await own('ownLikedPosts')).toEqual([w.otherPost]);
    expect(await own('ownPostComments')).toEqual([w.postComment]);
    expect(await own('ownQnaPosts')).toEqual([w.qna]);
    expect(await own('ownLikedQnaPosts')).toEqual([w.otherQna]);
    expect(await own('ownQnaComments')).toEqual([w.qnaComment]);
    const qna = await getList(t, 'ownQnaPosts', { token: w.member.token });
    expect(qna.page?.hidden).toBe(false);
    // Q&A authors stay anonymous on cards, even on one's own list; `mine` says whose it is.
    expect(qna.page?.data[0]).toMatchObject({ author: { authorId: null }, mine: true });
  });

  it('carries the title and kind of what each comment is on, and the parent of a reply', async () => {
    const { page } = await getList(t, 'ownArticleComments', { token: w.member.token });
    const [reply, top] = (page?.data ?? []) as unknown as ProfileComment[];
    expect(reply).toMatchObject({
      content: '덧붙입니다',
      contentKind: 'article',
      contentId: w.articles[0],
      contentTitle: '첫 기사',
      parentCommentId: w.articleComment,
    });
    expect(top).toMatchObject({ content: '좋은 기사입니다', parentCommentId: null });
    const qna = await getList(t, 'ownQnaComments', { token: w.member.token });
    expect(qna.page?.data[0]).toMatchObject({ contentKind: 'qna', contentTitle: '코치의 질문' });
  });

  it('shows others a member’s lists without anything of the Q&A board', async () => {
    for (const token of [undefined, w.other.token, w.admin.token]) {
      const theirs = (name: ListName, id = w.member.id) => idsOf(t, name, { token, id });
      expect(await theirs('userArticles', w.editor.id)).toEqual([w.articles[1], w.articles[0]]);
      expect(await theirs('userLikedArticles')).toEqual([w.articles[0]]);
      expect(await theirs('userArticleComments')).toEqual([w.articleReply, w.articleComment]);
      expect(await theirs('userPosts')).toEqual([w.posts[1], w.posts[0]]);
      expect(await theirs('userLikedPosts')).toEqual([w.otherPost]);
      expect(await theirs('userPostComments')).toEqual([w.postComment]);
      for (const name of OTHERS_LISTS) {
        const { body, page } = await getList(t, name, { token, id: w.member.id });
        expect(page?.hidden).toBe(false);
        const text = JSON.stringify(body);
        expect(text).not.toContain(QNA_TITLE);
        expect(text).not.toContain(QNA_COMMENT);
        expect(text).not.toContain('코치의 질문');
      }
    }
  });

  it('marks the viewer’s own likes on the cards of another member’s list', async () => {
    await like(t, POST, w.admin.token, w.otherPost);
    const liked = async (token?: string) =>
      (await getList(t, 'userLikedPosts', { token, id: w.member.id })).page?.data[0];
    expect(await liked(w.admin.token)).toMatchObject({ id: w.otherPost, likedBoard: true, mine: false });
    expect(await liked(undefined)).toMatchObject({ likedBoard: false });
    expect(await liked(w.other.token)).toMatchObject({ likedBoard: false, mine: true });
  });

  it('pages every list by the paging rule, past the end included', async () => {
    const page = (n: number) => getList(t, 'userPosts', { id: w.member.id, page: n, size: 1 });
    expect((await page(1)).page).toMatchObject({
      data: [{ id: w.posts[1] }],
      pageInfo: { page: 1, totalPages: 2, totalElements: 2 },
    });
    expect((await page(2)).page?.data.map((p) => p.id)).toEqual([w.posts[0]]);
    expect((await page(9)).page).toMatchObject({
      data: [],
      pageInfo: { page: 9, totalPages: 2, totalElements: 2 },
    });
    const bad = await t.request('GET', `/api/user/${w.member.id}/board/posts?size=51`);
    expect(bad.status).toBe(400);
  });

  it('drops deleted items from every list', async () => {
    expect(
      (await t.request('DELETE', at(POST.remove, { id: w.otherPost }), { token: w.other.token })).status,
    ).toBe(204);
    expect(await idsOf(t, 'ownLikedPosts', { token: w.member.token })).toEqual([]);
    expect(await idsOf(t, 'userPostComments', { id: w.member.id })).toEqual([]);
  });

  it('answers 404 User Not Found for an unknown member and 401 for own lists without a token', async () => {
    for (const name of OTHERS_LISTS) {
      const { status, body } = await getList(t, name, { id: 424_242 });
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'User Not Found' });
    }
    const { status, body } = await getList(t, 'ownPosts');
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthorized' });
  });

  describe('at scale', () => {
    // Each member's share stays small beside the tables, as it is on a real site.
    const PEOPLE = 500;
    const ITEMS = 20;
    const REACTIONS = 20;

    /** Many members, each with 20 items (articles and posts), 20 likes and 20 comments: 10,000 of each. */
    const fill = async () => {
      await t.db.execute(sql`
        insert into users (email, nickname)
        select 'bulk' || g || '@example.com', 'bulk' || g from generate_series(1, ${PEOPLE}) g`);
      const bulk = sql`(select id from users where email like 'bulk%')`;
      await t.db.execute(sql`
        insert into contents (kind, author_id, title, content, is_draft, published_at)
        select case when g % 2 = 0 then 'article' else 'post' end, u.id, '글 ' || g, '<p>본문</p>', false,
          now() - g * interval '1 minute'
        from ${bulk} u, generate_series(1, ${ITEMS}) g`);
      await t.db.execute(sql`
        insert into content_likes (user_id, content_id, created_at)
        select u.id, c.id, now() - g * interval '1 second'
        from ${bulk} u cross join generate_series(1, ${REACTIONS}) g
        join contents c on c.id = 1 + (u.id * 37 + g * 401) % (select max(id) from contents)
        on conflict do nothing`);
      await t.db.execute(sql`
        insert into comments (content_id, author_id, content)
        select c.id, u.id, '댓글'
        from ${bulk} u cross join generate_series(1, ${REACTIONS}) g
        join contents c on c.id = 1 + (u.id * 53 + g * 307) % (select max(id) from contents)`);
      await t.db.execute(sql`analyze`);
      const [first] = (
        (await t.db.execute(sql`select id from users where email = 'bulk1@example.com'`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows;
      return Number(first?.id);
    };

    const plan = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
      const { sql: text, params } = query.toSQL();
      const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
        const value = params[Number(n) - 1];
        return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
      });
      const result = (await t.db.execute(sql.raw(`explain ${inlined}`))) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    };

    it('reads each list through the member’s own index range', async () => {
      const started = performance.now();
      const bulkMember = await fill();
      console.info(`[${engine}] profile scale fill: ${Math.round(performance.now() - started)} ms`);
      const id = w.member.id;
      const cases = [
        [authoredQueries(t.db, id, 'post'), /contents_author_idx/],
        [likedQueries(t.db, id, 'article'), /content_likes_user_idx|content_likes_user_id_content_id_pk/],
        [commentQueries(t.db, id, 'post'), /comments_author_idx/],
      ] as const;
      for (const [q, index] of cases) {
        for (const statement of [q.count, q.page(10, 0)]) {
          const text = await plan(statement);
          expect(text).toMatch(index);
          expect(text).not.toMatch(/Seq Scan on (contents|content_likes|comments)\b/);
        }
      }
      const timed = performance.now();
      expect(await idsOf(t, 'ownLikedPosts', { token: w.member.token })).toEqual([w.otherPost]);
      expect((await getList(t, 'userPosts', { id: bulkMember, size: 4, page: 3 })).page?.pageInfo).toEqual({
        page: 3,
        totalPages: 3,
        totalElements: ITEMS / 2,
      });
      console.info(`[${engine}] two profile lists at scale: ${Math.round(performance.now() - timed)} ms`);
    }, 180_000);
  });
});
