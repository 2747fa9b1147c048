import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../server/adapters/db/schema';
import type { MailMessage } from '../../server/ports/password-reset.port';
import { MyTakedown, TakedownCasePage, TakedownCreated } from '../../src/contract/moderation';
import { MODERATION_OPERATIONS } from '../../src/contract/moderation.operations';
import { operationPath } from '../../src/contract/operation';
import { TAKEDOWN_MAX_DAYS } from '../../src/domain/moderation';
import { paths } from '../../src/domain/paths';
import { MODERATION_TEXT } from '../../src/domain/text/moderation';
import { Effect } from 'effect';
import { boardDetail, commentsOf, FREE_BOARD, writeComment, writePost } from './helpers/boards.fixtures';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const OPS = MODERATION_OPERATIONS;
const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('임시조치 (Art. 44-2) on %s', (engine) => {
  let t: TestApp;
  let now = new Date('2026-03-02T00:00:00.000Z');
  const mails: MailMessage[] = [];
  let author: TestUser;
  let member: TestUser;
  let moderator: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      engine,
      clock: () => now,
      mailer: { send: (message) => Effect.sync(() => void mails.push(message)) },
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    now = new Date('2026-03-02T00:00:00.000Z');
    mails.length = 0;
    author = await t.signUp({ nickname: '글쓴이' });
    member = await t.signUp({ nickname: '회원' });
    moderator = await t.signUp({ role: 'MODERATOR', nickname: '모더레이터' });
    admin = await t.signUp({ role: 'ADMIN', nickname: '운영자' });
  });

  const requestBody = (url: string) => ({
    name: '김신청',
    email: 'requester@example.com',
    url,
    reason: '제 사진이 동의 없이 올라왔습니다.',
  });
  const file = async (url: string, token?: string) => {
    const res = await t.request('POST', OPS.request.path, { token, json: requestBody(url) });
    expect(res.status).toBe(201);
    return v.parse(TakedownCreated, await res.json()).id;
  };
  const step = (user: TestUser | undefined, id: number, json: Record<string, unknown>) =>
    t.request('POST', operationPath(OPS.step, { id }), { token: user?.token, json });
  const cases = async (user: TestUser) => {
    const res = await t.request('GET', OPS.cases.path, { token: user.token });
    expect(res.status).toBe(200);
    return v.parse(TakedownCasePage, await res.json());
  };
  const object = (user: TestUser | undefined, id: number, text = '제가 직접 찍은 사진입니다.') =>
    t.request('POST', operationPath(OPS.object, { id }), { token: user?.token, json: { text } });
  const messagesOf = async (user: TestUser) =>
    (await t.db.select().from(notifications).where(eq(notifications.recipientId, user.id))).map((n) => ({
      message: n.message,
      link: n.link,
    }));
  const takedownAudits = async () =>
    (await t.db.select().from(auditLog).orderBy(asc(auditLog.id)))
      .filter((e) => e.targetKind === 'takedown')
      .map((e) => [e.action, e.actorId]);

  it('takes a request from a visitor and a member, and refuses a URL that names nothing of this site', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token);
    expect(await file(`https://kickoff.example${paths.postDetail(postId)}`)).toBe(1);
    expect(await file(paths.postDetail(postId), member.token)).toBe(2);
    const bad = await t.request('POST', OPS.request.path, {
      json: requestBody('https://elsewhere.example/x/1'),
    });
    expect(bad.status).toBe(400);
    // A link to nothing is the form's url field error, as a link elsewhere is.
    const missing = await t.request('POST', OPS.request.path, { json: requestBody(paths.postDetail(9999)) });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('url');
    const noEmail = await t.request('POST', OPS.request.path, {
      json: { ...requestBody(paths.postDetail(postId)), email: 'not-mail' },
    });
    expect(noEmail.status).toBe(400);
    expect(await takedownAudits()).toEqual([
      ['takedown.request', null],
      ['takedown.request', member.id],
    ]);
  });

  it('shows the cases and takes steps only for MODERATOR and ADMIN (401 visitor, 403 member and author)', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token);
    const id = await file(paths.postDetail(postId));
    expect((await t.request('GET', OPS.cases.path)).status).toBe(401);
    expect((await step(undefined, id, { step: 'reject' })).status).toBe(401);
    for (const user of [member, author]) {
      expect((await t.request('GET', OPS.cases.path, { token: user.token })).status).toBe(403);
      for (const body of [
        { step: 'apply', days: 30, note: '사유' },
        { step: 'reject' },
        { step: 'restore' },
        { step: 'delete' },
      ])
        expect((await step(user, id, body)).status).toBe(403);
    }
    expect((await cases(admin)).data.map((c) => c.status)).toEqual(['REQUESTED']);
    expect(
      (await step(moderator, id, { step: 'apply', days: TAKEDOWN_MAX_DAYS + 1, note: '사유' })).status,
    ).toBe(400);
    expect((await step(moderator, id, { step: 'apply', days: 0, note: '사유' })).status).toBe(400);
    expect((await step(moderator, id, { step: 'apply', days: 10 })).status).toBe(400);
    expect((await step(moderator, 999, { step: 'reject' })).status).toBe(404);
    // Only the author reads or objects to their case.
    expect((await t.request('GET', operationPath(OPS.mine, { id }), { token: member.token })).status).toBe(
      404,
    );
    expect((await object(member, id)).status).toBe(404);
    expect((await object(undefined, id)).status).toBe(401);
  });

  it('request → hidden → author notified → objection → restore, each step audited and the requester mailed', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token, { title: '문제의 사진' });
    const id = await file(`https://kickoff.example${paths.postDetail(postId)}`);
    // Before 임시조치 the author cannot object.
    expect((await object(author, id)).status).toBe(409);
    now = new Date(now.getTime() + 60_000);
    expect((await step(moderator, id, { step: 'apply', days: 30, note: '초상권 침해 주장' })).status).toBe(
      204,
    );
    // Hidden from others, visible to its author with the reason.
    expect((await boardDetail(t, FREE_BOARD, postId)).held).toEqual({ reason: null });
    expect((await boardDetail(t, FREE_BOARD, postId, member.token)).title).not.toBe('문제의 사진');
    expect((await boardDetail(t, FREE_BOARD, postId, author.token)).held).toEqual({ reason: 'RIGHTS' });
    const notice = (await messagesOf(author)).find((m) => m.link === paths.objection(id));
    expect(notice?.message).toContain('초상권 침해 주장');
    expect(notice?.message).toContain('2026-04-01');
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['requester@example.com', MODERATION_TEXT.mailSubject],
    ]);
    expect(mails[0]?.text).toContain(MODERATION_TEXT.mailOutcomes.HIDDEN);
    const listed = (await cases(moderator)).data[0];
    expect(listed).toMatchObject({ id, status: 'HIDDEN', pastDue: false, dueAt: '2026-04-01T00:01:00.000Z' });
    // The author reads their case (never the requester) and objects.
    const mine = v.parse(
      MyTakedown,
      await (await t.request('GET', operationPath(OPS.mine, { id }), { token: author.token })).json(),
    );
    expect(mine).toMatchObject({ id, status: 'HIDDEN', note: '초상권 침해 주장' });
    expect(JSON.stringify(mine)).not.toContain('requester@example.com');
    expect((await object(author, id)).status).toBe(204);
    expect((await object(author, id)).status).toBe(409);
    expect((await cases(moderator)).data[0]).toMatchObject({
      status: 'OBJECTED',
      objection: '제가 직접 찍은 사진입니다.',
    });
    // The moderator restores: shown again, the author told, the requester mailed.
    expect((await step(moderator, id, { step: 'apply', days: 5, note: 'x' })).status).toBe(409);
    expect((await step(admin, id, { step: 'restore' })).status).toBe(204);
    expect((await boardDetail(t, FREE_BOARD, postId)).title).toBe('문제의 사진');
    expect((await messagesOf(author)).map((m) => m.message)).toContain(
      MODERATION_TEXT.takedownRestored(MODERATION_TEXT.what.post ?? ''),
    );
    expect(mails[1]?.text).toContain(MODERATION_TEXT.mailOutcomes.RESTORED);
    expect((await cases(moderator)).data[0]).toMatchObject({ status: 'RESTORED', pastDue: false });
    expect(await takedownAudits()).toEqual([
      ['takedown.request', null],
      ['takedown.apply', moderator.id],
      ['takedown.objection', author.id],
      ['takedown.restore', admin.id],
    ]);
  });

  it('request → no objection → past due flagged → delete', async () => {
    const keepId = await writePost(t, FREE_BOARD, author.token);
    const { id: commentId } = await writeComment(t, FREE_BOARD, author.token, keepId, '명예훼손 댓글');
    const id = await file(`${paths.postDetail(keepId)}#comment-${commentId}`);
    expect((await step(moderator, id, { step: 'apply', days: 7, note: '명예훼손 주장' })).status).toBe(204);
    const held = (await commentsOf(t, FREE_BOARD, keepId, member.token)).data.find((c) => c.id === commentId);
    expect(held?.held).toEqual({ reason: null });
    now = new Date(now.getTime() + 7 * DAY - 1000);
    expect((await cases(moderator)).data[0]?.pastDue).toBe(false);
    now = new Date(now.getTime() + 2000);
    expect((await cases(moderator)).data[0]).toMatchObject({ status: 'HIDDEN', pastDue: true });
    expect((await step(moderator, id, { step: 'delete' })).status).toBe(204);
    const gone = (await commentsOf(t, FREE_BOARD, keepId)).data.find((c) => c.id === commentId);
    expect(gone === undefined || gone.deleted).toBe(true);
    expect((await cases(moderator)).data[0]).toMatchObject({ status: 'DELETED', pastDue: false });
    expect(mails.map((m) => m.text).at(-1)).toContain(MODERATION_TEXT.mailOutcomes.DELETED);
    expect((await messagesOf(author)).map((m) => m.message)).toContain(
      MODERATION_TEXT.takedownDeleted(MODERATION_TEXT.what.comment ?? ''),
    );
    expect((await object(author, id)).status).toBe(409);
    expect(await takedownAudits()).toEqual([
      ['takedown.request', null],
      ['takedown.apply', moderator.id],
      ['takedown.delete', moderator.id],
    ]);
  });

  it('rejects a request without hiding anything', async () => {
    const postId = await writePost(t, FREE_BOARD, author.token, { title: '괜찮은 글' });
    const id = await file(paths.postDetail(postId));
    expect((await step(moderator, id, { step: 'reject' })).status).toBe(204);
    expect((await boardDetail(t, FREE_BOARD, postId)).title).toBe('괜찮은 글');
    expect(mails[0]?.text).toContain(MODERATION_TEXT.mailOutcomes.REJECTED);
    expect((await step(moderator, id, { step: 'restore' })).status).toBe(409);
    expect(await takedownAudits()).toEqual([
      ['takedown.request', null],
      ['takedown.reject', moderator.id],
    ]);
  });
});
