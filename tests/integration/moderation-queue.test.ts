import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../server/adapters/db/schema';
import { QueuePage } from '../../src/contract/moderation';
import { MODERATION_OPERATIONS } from '../../src/contract/moderation.operations';
import { REPORT_OPERATIONS } from '../../src/contract/reports.operations';
import { MODERATION_TEXT } from '../../src/domain/text/moderation';
import { REPORT_TEXT } from '../../src/domain/text/reports';
import { publishArticle } from './helpers/articles.fixtures';
import {
  at,
  boardDetail,
  commentsOf,
  FREE_BOARD,
  QNA_BOARD,
  writeComment,
  writePost,
} from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const QUEUE = MODERATION_OPERATIONS.queue.path;
const DECIDE = MODERATION_OPERATIONS.decide.path;

describe.each(ENGINES)('the moderation queue (issue 22) on %s', (engine) => {
  let t: TestApp;
  let author: TestUser;
  let member: TestUser;
  let other: TestUser;
  let moderator: TestUser;
  let admin: TestUser;
  let editor: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    author = await t.signUp({ nickname: '글쓴이' });
    member = await t.signUp({ nickname: '회원' });
    other = await t.signUp({ nickname: '다른회원' });
    moderator = await t.signUp({ role: 'MODERATOR', nickname: '모더레이터' });
    admin = await t.signUp({ role: 'ADMIN', nickname: '운영자' });
    editor = await t.signUp({ role: 'EDITOR', nickname: '에디터' });
  });

  const report = async (
    user: TestUser,
    targetKind: string,
    targetId: number,
    reason = 'ABUSE',
    detail?: string,
  ) => {
    const res = await t.request('POST', REPORT_OPERATIONS.create.path, {
      token: user.token,
      json: { targetKind, targetId, reason, ...(detail ? { detail } : {}) },
    });
    expect(res.status).toBe(201);
  };
  const queue = async (user: TestUser, view = 'open') => {
    const res = await t.request('GET', `${QUEUE}?view=${view}`, { token: user.token });
    expect(res.status).toBe(200);
    return v.parse(QueuePage, await res.json());
  };
  const decide = (user: TestUser | undefined, json: Record<string, unknown>) =>
    t.request('POST', DECIDE, { token: user?.token, json });
  const messagesOf = async (user: TestUser) =>
    (await t.db.select().from(notifications).where(eq(notifications.recipientId, user.id))).map(
      (n) => n.message,
    );
  const audits = () => t.db.select().from(auditLog).orderBy(asc(auditLog.id));

  it('answers 401 to a visitor and 403 to a member, an author and an editor, for the list and every decision', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token);
    await report(member, 'post', postId);
    expect((await t.request('GET', QUEUE)).status).toBe(401);
    expect(
      (await decide(undefined, { targetKind: 'post', targetId: postId, decision: 'DISMISS' })).status,
    ).toBe(401);
    for (const user of [member, author, editor]) {
      expect((await t.request('GET', QUEUE, { token: user.token })).status).toBe(403);
      for (const decision of ['DISMISS', 'HIDE', 'RESTORE', 'DELETE', 'WARN'])
        expect(
          (
            await decide(user, {
              targetKind: 'post',
              targetId: postId,
              decision,
              reason: 'ABUSE',
              note: '사유',
            })
          ).status,
        ).toBe(403);
    }
    // Nothing changed: the report is still open and the post shows.
    expect((await queue(moderator)).data).toHaveLength(1);
    expect((await boardDetail(t, FREE_BOARD, postId)).held).toBeUndefined();
    expect(await audits()).toEqual([]);
  });

  it('groups reports by target with counts, reasons, a plain-text preview and the author’s history', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token, {
      title: '문제의 글',
      content: '<p>연락처 <b>010-0000-0000</b></p><script>alert(1)</script>',
    });
    const { id: commentId } = await writeComment(t, FREE_BOARD, author.token, postId, '욕설 댓글');
    await report(member, 'post', postId, 'PRIVACY');
    await report(other, 'post', postId, 'OTHER', '전화번호가 있어요');
    await report(member, 'comment', commentId, 'ABUSE');
    await report(author, 'user', member.id, 'SPAM');
    for (const user of [moderator, admin]) {
      const page = await queue(user);
      expect(page.pageInfo.totalElements).toBe(3);
      expect(page.data.map((g) => [g.targetKind, g.count])).toEqual([
        ['user', 1],
        ['comment', 1],
        ['post', 2],
      ]);
      const post = page.data[2];
      expect(post).toMatchObject({
        targetId: postId,
        status: 'OPEN',
        decision: null,
        hold: null,
        link: FREE_BOARD.policy.paths.detail(postId),
        details: ['전화번호가 있어요'],
        author: { id: author.id, nickname: '글쓴이', history: { reports: 3, hidden: 0, warned: 0 } },
      });
      expect(post?.reasons).toEqual(
        expect.arrayContaining([
          { reason: 'PRIVACY', count: 1 },
          { reason: 'OTHER', count: 1 },
        ]),
      );
      expect(post?.preview).toContain('문제의 글');
      expect(post?.preview).not.toMatch(/[<>]/);
      expect(page.data[1]).toMatchObject({ targetId: commentId, preview: '욕설 댓글' });
      expect(page.data[0]).toMatchObject({ targetId: member.id, author: { id: member.id } });
    }
    expect((await queue(moderator, 'closed')).data).toEqual([]);
  });

  it('hides a board comment with a reason, tells the author and the reporters, and restores it', async () => {
    const postId = await writePost(t, QNA_BOARD, author.token);
    const { id: commentId } = await writeComment(t, QNA_BOARD, author.token, postId, '숨겨질 댓글');
    await report(member, 'comment', commentId, 'ABUSE');
    await report(other, 'comment', commentId, 'SPAM');
    expect(
      (await decide(moderator, { targetKind: 'comment', targetId: commentId, decision: 'HIDE' })).status,
    ).toBe(400);
    const hide = await decide(moderator, {
      targetKind: 'comment',
      targetId: commentId,
      decision: 'HIDE',
      reason: 'ABUSE',
      note: '욕설이 포함되어 있습니다',
    });
    expect(hide.status).toBe(204);
    const seen = (await commentsOf(t, QNA_BOARD, postId, member.token)).data.find((c) => c.id === commentId);
    expect(seen?.held).toEqual({ reason: null });
    expect(seen?.content).not.toContain('숨겨질 댓글');
    const own = (await commentsOf(t, QNA_BOARD, postId, author.token)).data.find((c) => c.id === commentId);
    expect(own?.held).toEqual({ reason: 'ABUSE' });
    expect(await messagesOf(author)).toContain(
      MODERATION_TEXT.notifyAuthor.HIDE(MODERATION_TEXT.what.comment ?? '', '욕설이 포함되어 있습니다'),
    );
    for (const reporter of [member, other])
      expect(await messagesOf(reporter)).toContain(
        MODERATION_TEXT.notifyReporter(MODERATION_TEXT.what.comment ?? '', true),
      );
    // The reporters' own lists show the outcome; the queue moves it to the closed list.
    const mine = (await (
      await t.request('GET', REPORT_OPERATIONS.mine.path, { token: member.token })
    ).json()) as {
      data: { status: string }[];
    };
    expect(mine.data[0]?.status).toBe('ACTIONED');
    expect((await queue(moderator)).data).toEqual([]);
    const closed = await queue(moderator, 'closed');
    expect(closed.data[0]).toMatchObject({
      targetKind: 'comment',
      targetId: commentId,
      status: 'ACTIONED',
      decision: 'HIDE',
      hold: { source: 'MODERATOR', reason: 'ABUSE', note: '욕설이 포함되어 있습니다' },
      author: { history: { hidden: 1 } },
    });
    // Reversible: restore shows it again to everyone.
    expect(
      (await decide(admin, { targetKind: 'comment', targetId: commentId, decision: 'RESTORE' })).status,
    ).toBe(204);
    const back = (await commentsOf(t, QNA_BOARD, postId, member.token)).data.find((c) => c.id === commentId);
    expect(back?.held).toBeUndefined();
    expect(back?.content).toBe('숨겨질 댓글');
    expect(await messagesOf(author)).toContain(
      MODERATION_TEXT.notifyAuthor.RESTORE(MODERATION_TEXT.what.comment ?? ''),
    );
    const entries = await audits();
    expect(entries.map((e) => [e.action, e.actorId, e.targetKind, e.targetId, e.reason])).toEqual([
      ['content.hide', moderator.id, 'comment', commentId, '욕설이 포함되어 있습니다'],
      ['content.restore', admin.id, 'comment', commentId, null],
    ]);
    expect(entries[0]?.before).toMatchObject({ hidden: false, openReports: 2 });
    expect(entries[0]?.after).toMatchObject({ hidden: true, reason: 'ABUSE' });
  });

  it('hides an article and a free-board post for a visitor and other members, never for the author or moderators', async () => {
    const articleId = await publishArticle(t, editor.token);
    const postId = await writePost(t, FREE_BOARD, author.token, { title: '숨길 글' });
    await report(member, 'article', articleId);
    await report(member, 'post', postId);
    for (const [kind, id] of [
      ['article', articleId],
      ['post', postId],
    ] as const)
      expect(
        (await decide(moderator, { targetKind: kind, targetId: id, decision: 'HIDE', note: '광고' })).status,
      ).toBe(204);
    const article = (await (await t.request('GET', `/api/article/${articleId}`)).json()) as {
      held?: unknown;
    };
    expect(article.held).toEqual({ reason: null });
    expect((await boardDetail(t, FREE_BOARD, postId)).held).toEqual({ reason: null });
    expect((await boardDetail(t, FREE_BOARD, postId)).title).not.toBe('숨길 글');
    expect((await boardDetail(t, FREE_BOARD, postId, author.token)).held).toEqual({ reason: 'ABUSE' });
    expect((await boardDetail(t, FREE_BOARD, postId, moderator.token)).title).toBe('숨길 글');
  });

  it('dismisses unfounded reports and lifts the automatic hold they caused', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token);
    await report(member, 'post', postId);
    // A held target (as the automatic hold leaves it).
    const hideRes = await decide(moderator, { targetKind: 'post', targetId: postId, decision: 'DISMISS' });
    expect(hideRes.status).toBe(204);
    expect(await messagesOf(member)).toContain(
      MODERATION_TEXT.notifyReporter(MODERATION_TEXT.what.post ?? '', false),
    );
    const mine = (await (
      await t.request('GET', REPORT_OPERATIONS.mine.path, { token: member.token })
    ).json()) as {
      data: { status: string }[];
    };
    expect(mine.data[0]?.status).toBe('DISMISSED');
    expect((await audits()).map((e) => e.action)).toEqual(['report.dismiss']);
    expect(REPORT_TEXT.statuses.DISMISSED).toBe('조치 없음');
  });

  it('deletes a post and a comment, and warns an author: each notified and recorded', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token);
    const keepId = await writePost(t, FREE_BOARD, author.token);
    const { id: commentId } = await writeComment(t, FREE_BOARD, author.token, keepId, '지울 댓글');
    await report(member, 'post', postId);
    await report(member, 'comment', commentId);
    expect(
      (await decide(moderator, { targetKind: 'post', targetId: postId, decision: 'DELETE' })).status,
    ).toBe(400);
    expect(
      (await decide(moderator, { targetKind: 'post', targetId: postId, decision: 'DELETE', note: '스팸' }))
        .status,
    ).toBe(204);
    expect((await t.request('GET', `/api/board/post/${postId}`)).status).toBe(404);
    expect(
      (
        await decide(moderator, {
          targetKind: 'comment',
          targetId: commentId,
          decision: 'DELETE',
          note: '욕설',
        })
      ).status,
    ).toBe(204);
    const comment = (await commentsOf(t, FREE_BOARD, keepId)).data.find((c) => c.id === commentId);
    expect(comment === undefined || comment.deleted).toBe(true);
    // A deleted target cannot be decided on again.
    expect(
      (await decide(moderator, { targetKind: 'comment', targetId: commentId, decision: 'HIDE', note: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (
        await decide(admin, {
          targetKind: 'user',
          targetId: author.id,
          decision: 'WARN',
          note: '반복된 욕설',
        })
      ).status,
    ).toBe(204);
    expect(
      (await decide(admin, { targetKind: 'user', targetId: author.id, decision: 'HIDE', note: 'x' })).status,
    ).toBe(400);
    const messages = await messagesOf(author);
    expect(messages).toContain(MODERATION_TEXT.notifyAuthor.DELETE(MODERATION_TEXT.what.post ?? '', '스팸'));
    expect(messages).toContain(
      MODERATION_TEXT.notifyAuthor.WARN(MODERATION_TEXT.what.user ?? '', '반복된 욕설'),
    );
    expect((await audits()).map((e) => e.action)).toEqual([
      'content.delete',
      'content.delete',
      'member.warn',
    ]);
    const closed = await queue(moderator, 'closed');
    expect(closed.data.map((g) => [g.targetKind, g.decision, g.link])).toEqual([
      ['comment', 'DELETE', null],
      ['post', 'DELETE', null],
    ]);
  });

  it('reverses the board’s blind from the queue: the blind and the restore are both in the audit log', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token);
    const { id: commentId } = await writeComment(t, FREE_BOARD, author.token, postId, '블라인드될 댓글');
    const blind = await t.request('PATCH', at(FREE_BOARD.paths.blindComment ?? '', { commentId }), {
      token: moderator.token,
      json: { reason: '  개인정보 노출  ' },
    });
    expect(blind.status).toBeLessThan(300);
    const blinded = (await commentsOf(t, FREE_BOARD, postId, member.token)).data.find(
      (c) => c.id === commentId,
    );
    expect(blinded).toMatchObject({ blinded: true });
    expect(blinded?.content).not.toBe('블라인드될 댓글');
    expect(
      (await decide(admin, { targetKind: 'comment', targetId: commentId, decision: 'RESTORE' })).status,
    ).toBe(204);
    const back = (await commentsOf(t, FREE_BOARD, postId, member.token)).data.find((c) => c.id === commentId);
    expect(back).toMatchObject({ blinded: false, content: '블라인드될 댓글' });
    const entries = await audits();
    expect(entries.map((e) => [e.action, e.actorId, e.targetKind, e.targetId])).toEqual([
      ['comment.blind', moderator.id, 'comment', commentId],
      ['content.restore', admin.id, 'comment', commentId],
    ]);
    expect(entries[0]?.reason).toBe('개인정보 노출');
    expect(entries[1]?.after).toMatchObject({ hidden: false, unblinded: true });
  });

  it('answers 404 for a target that never was, and 400 for an unknown decision', async () => {
    expect(
      (await decide(moderator, { targetKind: 'post', targetId: 999, decision: 'HIDE', note: '사유' })).status,
    ).toBe(404);
    expect((await decide(moderator, { targetKind: 'post', targetId: 1, decision: 'BAN' })).status).toBe(400);
    expect((await t.request('GET', `${QUEUE}?view=all`, { token: moderator.token })).status).toBe(400);
  });
});
