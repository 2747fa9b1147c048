import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../server/adapters/db/schema';
import { Consultation, ConsultationPage } from '../../src/contract/profile';
import { paths } from '../../src/domain/paths';
import { NOTIFICATION_TEXT } from '../../src/domain/text/notifications';
import { DELETED_MEMBER_NAME, PROFILE_INPUT_TEXT as P } from '../../src/domain/text/profile';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

describe.each(ENGINES)('the consultation lifecycle on %s', (engine) => {
  let t: TestApp;
  let sender: TestUser;
  let expert: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let now = new Date('2026-03-01T03:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => now });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    now = new Date('2026-03-01T03:00:00Z');
    sender = await t.signUp({ nickname: '학부모' });
    expert = await t.signUp({ role: 'EDITOR', nickname: '전문가' });
    stranger = await t.signUp({ nickname: '지나가던' });
    admin = await t.signUp({ role: 'ADMIN', nickname: '관리자' });
  });

  const ask = async (from: TestUser, to: TestUser, message = '아이 진로 상담 부탁드립니다') => {
    const res = await t.request('POST', '/api/user/consultation', {
      token: from.token,
      json: { recipientId: to.id, consultationType: 'CONSULTING', message },
    });
    expect(res.status).toBe(204);
    const box = await t.request('GET', `/api/user/${from.id}/consultations?box=sent`, { token: from.token });
    const sent = v.parse(ConsultationPage, await box.json());
    return sent.data[0]?.id ?? 0;
  };
  const one = (id: number, token?: string) => t.request('GET', `/api/user/consultation/${id}`, { token });
  const answer = (id: number, token: string, text = '먼저 기본기부터 다지세요.') =>
    t.request('PATCH', `/api/user/consultation/${id}/answer`, { token, json: { answer: text } });
  const decline = (id: number, token: string) =>
    t.request('PATCH', `/api/user/consultation/${id}/decline`, { token });
  const inbox = async (user: TestUser) =>
    t.db.select().from(notifications).where(eq(notifications.recipientId, user.id)).orderBy(notifications.id);

  it('lists a request in the recipient’s received box and the sender’s sent box, to them alone', async () => {
    const id = await ask(sender, expert);
    const received = v.parse(
      ConsultationPage,
      await (await t.request('GET', `/api/user/${expert.id}/consultations`, { token: expert.token })).json(),
    );
    expect(received.pageInfo).toEqual({ page: 1, totalPages: 1, totalElements: 1 });
    expect(received.data[0]).toEqual({
      id,
      consultationType: 'CONSULTING',
      message: '아이 진로 상담 부탁드립니다',
      sender: { id: sender.id, name: '학부모', profileImageUrl: null },
      recipient: { id: expert.id, name: '전문가', profileImageUrl: null },
      status: 'REQUESTED',
      answer: null,
      createdAt: now.toISOString(),
      answeredAt: null,
    });
    const sent = await t.request('GET', `/api/user/${expert.id}/consultations?box=sent`, {
      token: expert.token,
    });
    expect(v.parse(ConsultationPage, await sent.json()).data).toEqual([]);
    for (const token of [stranger.token, admin.token, sender.token]) {
      const res = await t.request('GET', `/api/user/${expert.id}/consultations`, { token });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Forbidden' });
    }
    expect((await t.request('GET', `/api/user/${expert.id}/consultations`)).status).toBe(401);
    const box = await t.request('GET', `/api/user/${expert.id}/consultations?box=trash`, {
      token: expert.token,
    });
    expect(await box.json()).toMatchObject({ errors: [{ field: 'box', reason: P.boxInvalid }] });
  });

  it('shows one consultation to its two parties only', async () => {
    const id = await ask(sender, expert);
    for (const token of [sender.token, expert.token])
      expect(v.parse(Consultation, await (await one(id, token)).json()).id).toBe(id);
    for (const token of [stranger.token, admin.token]) {
      const res = await one(id, token);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Forbidden' });
    }
    expect((await one(id)).status).toBe(401);
    const missing = await one(id + 1000, expert.token);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Consultation Not Found' });
  });

  it('lets only the recipient answer, once, and tells the sender in the same write', async () => {
    const id = await ask(sender, expert);
    for (const token of [sender.token, stranger.token, admin.token]) {
      expect((await answer(id, token)).status).toBe(403);
      expect((await decline(id, token)).status).toBe(403);
    }
    const blank = await answer(id, expert.token, '   ');
    expect(await blank.json()).toMatchObject({ errors: [{ field: 'answer', reason: P.answerRequired }] });
    const long = await answer(id, expert.token, '가'.repeat(2001));
    expect(await long.json()).toMatchObject({ errors: [{ field: 'answer', reason: P.answerTooLong }] });
    expect(await inbox(sender)).toEqual([]);

    now = new Date('2026-03-01T05:00:00Z');
    const res = await answer(id, expert.token);
    expect(res.status).toBe(200);
    expect(v.parse(Consultation, await res.json())).toMatchObject({
      status: 'ANSWERED',
      answer: '먼저 기본기부터 다지세요.',
      answeredAt: now.toISOString(),
    });
    expect(v.parse(Consultation, await (await one(id, sender.token)).json()).status).toBe('ANSWERED');
    const [told] = await inbox(sender);
    expect(told).toMatchObject({
      type: 'CONSULTATION_ANSWERED',
      actorId: expert.id,
      message: NOTIFICATION_TEXT.consultationAnswered('전문가'),
      link: paths.user(sender.id, 'counsel'),
      read: false,
    });
    for (const again of [await answer(id, expert.token), await decline(id, expert.token)]) {
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ message: 'Consultation Already Closed' });
    }
    expect(await inbox(sender)).toHaveLength(1);
    // The one-request-per-day rule holds whatever became of the first.
    const twice = await t.request('POST', '/api/user/consultation', {
      token: sender.token,
      json: { recipientId: expert.id, consultationType: 'OTHERS', message: '한 번 더' },
    });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ message: 'Only one consultation per day to the same user' });
  });

  it('lets the recipient decline, and the sender hears of it', async () => {
    const id = await ask(sender, expert);
    const res = await decline(id, expert.token);
    expect(res.status).toBe(200);
    expect(v.parse(Consultation, await res.json())).toMatchObject({ status: 'DECLINED', answer: null });
    expect(await inbox(sender)).toMatchObject([
      { type: 'CONSULTATION_DECLINED', message: NOTIFICATION_TEXT.consultationDeclined('전문가') },
    ]);
    expect((await answer(id, expert.token)).status).toBe(409);
  });

  it('closes a consultation once under parallel replies, with one notification', async () => {
    const id = await ask(sender, expert);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0 ? answer(id, expert.token) : decline(id, expert.token),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await inbox(sender)).toHaveLength(1);
  });

  it('pages the boxes newest first and shows a deleted sender as 탈퇴한 회원', async () => {
    const first = await ask(sender, expert, '첫 상담');
    const second = await ask(stranger, expert, '둘째 상담');
    const page = async (n: number) =>
      v.parse(
        ConsultationPage,
        await (
          await t.request('GET', `/api/user/${expert.id}/consultations?size=1&page=${n}`, {
            token: expert.token,
          })
        ).json(),
      );
    expect((await page(1)).data.map((c) => c.id)).toEqual([second]);
    expect((await page(2)).data.map((c) => c.id)).toEqual([first]);
    expect((await page(2)).pageInfo).toEqual({ page: 2, totalPages: 2, totalElements: 2 });
    const gone = await t.request('DELETE', '/api/user/profile', {
      token: sender.token,
      json: { password: sender.password },
    });
    expect(gone.status).toBe(204);
    expect((await page(2)).data[0]?.sender).toEqual({
      id: null,
      name: DELETED_MEMBER_NAME,
      profileImageUrl: null,
    });
    // Answering still works; nobody is left to notify.
    expect((await answer(first, expert.token)).status).toBe(200);
    expect(await inbox(sender)).toEqual([]);
  });
});
