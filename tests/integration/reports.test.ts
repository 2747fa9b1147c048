import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/adapters/db/schema';
import { runUserCommand } from '../../server/cli/user-command';
import { MyReportPage, ReportCreated } from '../../src/contract/reports';
import { REPORT_OPERATIONS } from '../../src/contract/reports.operations';
import { ESTABLISHED_ACCOUNT_MS } from '../../src/domain/reports';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { RATE_LIMIT_TEXT } from '../../src/domain/text/rate-limit';
import { REPORT_TEXT } from '../../src/domain/text/reports';
import { publishArticle } from './helpers/articles.fixtures';
import {
  at,
  boardDetail,
  boardPage,
  commentsOf,
  expectError,
  FREE_BOARD,
  QNA_BOARD,
  writeComment,
  writePost,
} from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const CREATE = REPORT_OPERATIONS.create.path;
const MINE = REPORT_OPERATIONS.mine.path;

describe.each(ENGINES)('reports (신고) and the automatic hold on %s', (engine) => {
  let t: TestApp;
  let author: TestUser;
  let member: TestUser;
  let moderator: TestUser;
  let admin: TestUser;
  let editor: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  /** Makes an account older than a day, so its reports count towards a hold. */
  const establish = async (user: TestUser) => {
    const old = new Date(Date.now() - ESTABLISHED_ACCOUNT_MS - 60_000);
    await t.db.update(users).set({ createdAt: old }).where(eq(users.id, user.id));
    return user;
  };
  const reporters = async (n: number, established: boolean) => {
    const made: TestUser[] = [];
    for (let i = 0; i < n; i++) {
      const user = await t.signUp();
      made.push(established ? await establish(user) : user);
    }
    return made;
  };
  const report = (
    token: string | undefined,
    targetKind: string,
    targetId: number,
    reason = 'ABUSE',
    detail?: string,
  ) =>
    t.request('POST', CREATE, {
      token,
      json: { targetKind, targetId, reason, ...(detail ? { detail } : {}) },
    });
  const mine = async (user: TestUser) => {
    const res = await t.request('GET', MINE, { token: user.token });
    expect(res.status).toBe(200);
    return v.parse(MyReportPage, await res.json());
  };

  beforeEach(async () => {
    await t.reset();
    author = await establish(await t.signUp({ nickname: '글쓴이' }));
    member = await establish(await t.signUp({ nickname: '회원' }));
    moderator = await t.signUp({ role: 'MODERATOR', nickname: '모더레이터' });
    admin = await t.signUp({ role: 'ADMIN', nickname: '운영자' });
    editor = await t.signUp({ role: 'EDITOR', nickname: '에디터' });
  });

  it('asks a visitor to sign in, for a report and for the list', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token);
    expect((await report(undefined, 'post', postId)).status).toBe(401);
    expect((await t.request('GET', MINE)).status).toBe(401);
  });

  it('files a member’s report and lists it to them alone, with its status; the author is not told who', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token, { title: '신고될 글' });
    const res = await report(member.token, 'post', postId, 'OTHER', '  광고 링크가 있습니다  ');
    expect(res.status).toBe(201);
    const created = v.parse(ReportCreated, await res.json());
    expect(created.status).toBe('OPEN');
    const list = await mine(member);
    expect(list.pageInfo.totalElements).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: created.id,
      targetKind: 'post',
      targetId: postId,
      link: FREE_BOARD.policy.paths.detail(postId),
      excerpt: '신고될 글',
      reason: 'OTHER',
      detail: '광고 링크가 있습니다',
      status: 'OPEN',
    });
    expect((await mine(author)).data).toEqual([]);
    expect((await mine(moderator)).data).toEqual([]);
    // One report holds nothing: the author's post reads as before, with no mark.
    const detail = await boardDetail(t, FREE_BOARD, postId);
    expect(detail.title).toBe('신고될 글');
    expect(detail.held).toBeUndefined();
    expect(JSON.stringify(await boardDetail(t, FREE_BOARD, postId, author.token))).not.toContain(
      member.nickname,
    );
  });

  it('reports every kind: an article, a Q&A post, a comment and a profile', async () => {
    const articleId = await publishArticle(t, editor.token);
    const qnaId = await writePost(t, QNA_BOARD, author.token);
    const { id: commentId } = await writeComment(t, QNA_BOARD, author.token, qnaId, '댓글입니다');
    for (const [kind, id] of [
      ['article', articleId],
      ['qna', qnaId],
      ['comment', commentId],
      ['user', author.id],
    ] as const)
      expect((await report(member.token, kind, id, 'SPAM')).status).toBe(201);
    const list = await mine(member);
    expect(list.data.map((r) => [r.targetKind, r.link])).toEqual([
      ['user', `/users/${author.id}`],
      ['comment', QNA_BOARD.policy.paths.detail(qnaId)],
      ['qna', QNA_BOARD.policy.paths.detail(qnaId)],
      ['article', `/article/${articleId}`],
    ]);
    expect(list.data.find((r) => r.targetKind === 'user')?.excerpt).toBe('글쓴이');
  });

  it('answers a second open report of the same target with 409 in Korean', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token);
    expect((await report(member.token, 'post', postId)).status).toBe(201);
    const body = await expectError(
      await report(member.token, 'post', postId, 'SPAM'),
      409,
      SERVER_MESSAGES.alreadyReported,
    );
    expect((body as { detailedMessage?: string }).detailedMessage).toBe(REPORT_TEXT.duplicate);
    expect((await mine(member)).pageInfo.totalElements).toBe(1);
  });

  it('refuses one’s own target, a missing one, 기타 without a text and a text past 500 characters', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token);
    await expectError(await report(author.token, 'post', postId), 400, SERVER_MESSAGES.cannotReportYourself);
    await expectError(
      await report(member.token, 'user', member.id),
      400,
      SERVER_MESSAGES.cannotReportYourself,
    );
    await expectError(await report(member.token, 'post', postId + 100), 404, SERVER_MESSAGES.postNotFound);
    await expectError(await report(member.token, 'comment', 999), 404, SERVER_MESSAGES.commentNotFound);
    await expectError(await report(member.token, 'article', postId), 404, SERVER_MESSAGES.articleNotFound);
    await expectError(await report(member.token, 'post', postId, 'OTHER'), 400, SERVER_MESSAGES.badRequest, [
      { field: 'detail', reason: REPORT_TEXT.detailRequired },
    ]);
    await expectError(
      await report(member.token, 'post', postId, 'OTHER', '가'.repeat(501)),
      400,
      SERVER_MESSAGES.badRequest,
      [{ field: 'detail', reason: REPORT_TEXT.detailTooLong(500) }],
    );
    await expectError(await report(member.token, 'post', postId, 'NOPE'), 400, SERVER_MESSAGES.badRequest);
    expect((await mine(member)).data).toEqual([]);
  });

  it('three distinct established reporters hold a post: others see the placeholder, the author the reason, moderators all', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token, { title: '문제의 글' });
    const [a, b, c] = await reporters(3, true);
    await report(a?.token, 'post', postId, 'SPAM');
    await report(b?.token, 'post', postId, 'ABUSE');
    // Two do not hold it.
    expect((await boardDetail(t, FREE_BOARD, postId)).title).toBe('문제의 글');
    await report(c?.token, 'post', postId, 'ABUSE');

    const seen = await boardDetail(t, FREE_BOARD, postId);
    expect(seen).toMatchObject({ title: REPORT_TEXT.heldPlaceholder, content: '', held: { reason: null } });
    const member$ = await boardDetail(t, FREE_BOARD, postId, member.token);
    expect(member$).toMatchObject({
      title: REPORT_TEXT.heldPlaceholder,
      content: '',
      held: { reason: null },
    });
    const card = (await boardPage(t, FREE_BOARD.paths.list)).data.find((p) => p.id === postId);
    expect(card).toMatchObject({
      title: REPORT_TEXT.heldPlaceholder,
      highlightedContentPreview: '',
      held: { reason: null },
    });
    expect(JSON.stringify(await boardPage(t, FREE_BOARD.paths.list))).not.toContain('문제의 글');
    // The author reads it, marked with the most cited reason; MODERATOR and ADMIN read it whole.
    for (const who of [author, moderator, admin]) {
      const detail = await boardDetail(t, FREE_BOARD, postId, who.token);
      expect(detail).toMatchObject({ title: '문제의 글', held: { reason: 'ABUSE' } });
      expect(detail.content).toContain('볼 터치');
    }
  });

  it('new accounts do not count towards a hold, however many', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token, { title: '그대로인 글' });
    const [a, b] = await reporters(2, true);
    const fresh = await reporters(3, false);
    for (const user of [a, b, ...fresh]) expect((await report(user?.token, 'post', postId)).status).toBe(201);
    const detail = await boardDetail(t, FREE_BOARD, postId);
    expect(detail.title).toBe('그대로인 글');
    expect(detail.held).toBeUndefined();
  });

  it('holds a comment for everyone but its author and moderators, in the thread', async () => {
    const postId = await writePost(t, FREE_BOARD, member.token);
    const { id: commentId } = await writeComment(t, FREE_BOARD, author.token, postId, '나쁜 댓글');
    for (const user of await reporters(3, true)) await report(user.token, 'comment', commentId, 'PRIVACY');
    const thread = (token?: string) =>
      commentsOf(t, FREE_BOARD, postId, token).then((page) => page.data.find((c) => c.id === commentId));
    expect(await thread()).toMatchObject({ content: '', held: { reason: null } });
    expect(await thread(member.token)).toMatchObject({ content: '', held: { reason: null } });
    for (const who of [author, moderator, admin])
      expect(await thread(who.token)).toMatchObject({ content: '나쁜 댓글', held: { reason: 'PRIVACY' } });
  });

  it('holds an article in its list and its page', async () => {
    const articleId = await publishArticle(t, editor.token, { title: '보류될 칼럼' });
    for (const user of await reporters(3, true)) await report(user.token, 'article', articleId, 'RIGHTS');
    const page = await (await t.request('GET', '/api/articles')).json();
    expect(JSON.stringify(page)).not.toContain('보류될 칼럼');
    const detail = await (await t.request('GET', `/api/article/${articleId}`)).json();
    expect(detail).toMatchObject({ title: REPORT_TEXT.heldPlaceholder, content: '', thumbnailUrl: null });
    const own = await (await t.request('GET', `/api/article/${articleId}`, { token: editor.token })).json();
    expect(own).toMatchObject({ title: '보류될 칼럼', held: { reason: 'RIGHTS' } });
  });

  it('lets a MODERATOR blind a board comment and delete a board post, as an ADMIN may; a member may not', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token);
    const { id: commentId } = await writeComment(t, FREE_BOARD, author.token, postId, '가릴 댓글');
    const blind = (token: string) =>
      t.request('PATCH', at(FREE_BOARD.paths.blindComment ?? '', { commentId }), { token });
    expect((await blind(member.token)).status).toBe(403);
    expect((await blind(moderator.token)).status).toBeLessThan(300);
    expect(
      (await t.request('DELETE', at(FREE_BOARD.paths.remove, { id: postId }), { token: member.token }))
        .status,
    ).toBe(403);
    expect(
      (await t.request('DELETE', at(FREE_BOARD.paths.remove, { id: postId }), { token: moderator.token }))
        .status,
    ).toBeLessThan(300);
  });
});

describe.each(ENGINES)('the MODERATOR role from the user CLI on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('makes a member a MODERATOR who then blinds a board comment and still reads its text', async () => {
    const author = await t.signUp();
    const member = await t.signUp();
    const postId = await writePost(t, FREE_BOARD, author.token);
    const { id: commentId } = await writeComment(t, FREE_BOARD, author.token, postId, '모더레이터가 볼 댓글');
    expect((await runUserCommand(t.db, ['role', member.email, 'MODERATOR'])).code).toBe(0);
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, member.id));
    expect(row?.role).toBe('MODERATOR');
    // The old token stops working (its version moved); a new sign-in carries the role.
    expect((await t.request('GET', MINE, { token: member.token })).status).toBe(401);
    const signIn = await t.request('POST', '/api/auth/sign-in', {
      json: { email: member.email, password: member.password },
    });
    const { token } = (await signIn.json()) as { token: string };
    const blind = await t.request('PATCH', at(FREE_BOARD.paths.blindComment ?? '', { commentId }), { token });
    expect(blind.status).toBeLessThan(300);
    const thread = await commentsOf(t, FREE_BOARD, postId, token);
    expect(thread.data[0]).toMatchObject({ content: '모더레이터가 볼 댓글', blinded: true });
  });
});

describe('the report abuse limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_REPORT_HOURLY: '2/1h' } });
  });
  afterAll(() => t.close());

  it('answers a member’s third report in an hour with 429 and a Korean wait', async () => {
    const author = await t.signUp();
    const member = await t.signUp();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await writePost(t, FREE_BOARD, author.token, { title: `글 ${i}` }));
    const send = (id: number | undefined) =>
      t.request('POST', CREATE, {
        token: member.token,
        json: { targetKind: 'post', targetId: id, reason: 'SPAM' },
      });
    expect((await send(ids[0])).status).toBe(201);
    expect((await send(ids[1])).status).toBe(201);
    const third = await send(ids[2]);
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toMatch(/^[0-9]+$/);
    const body = (await third.json()) as { detailedMessage?: string; message: string };
    expect(JSON.stringify(body)).toContain(
      RATE_LIMIT_TEXT.message('report', { unit: 'minutes', value: 60 }).slice(0, 10),
    );
  });
});
