import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { Effect } from 'effect';
import { DEMO_USERS } from '../../../content/demo';
import { createFakeBackend } from '../../adapters/fake/fake-backend';
import { fakeToken } from '../../adapters/fake/fake-accounts';
import type { Consultation } from '../../contract/profile';
import { PROFILE_INPUT_TEXT } from '../../domain/text/profile';
import { PROFILE_PAGE_TEXT } from '../../domain/text/profile-page';
import { Conflict } from '../errors';
import { deferred, dropped, flush } from '../machine-test-support';
import type { TokenStore } from '../ports/token-store.port';
import { type ConsultationAnswerEmitted, consultationAnswerMachine } from './consultation-answer.machine';
import { provideConsultationAnswerMachine } from './provide-profile';

const T = PROFILE_PAGE_TEXT.counsel;
const ANSWER = '우선 현재 소속 팀 감독님과 진로 상담을 먼저 해 보시길 권합니다.';

/** The machine with fake replies: each call is recorded and answered by `reply`. */
const start = (reply: () => Promise<Consultation>) => {
  const answers: { id: number; answer: string }[] = [];
  const declines: { id: number }[] = [];
  const refresh = vi.fn();
  const machine = consultationAnswerMachine.provide({
    actors: {
      sendAnswer: fromPromise(({ input }: { input: { id: number; answer: string } }) => {
        answers.push(input);
        return reply();
      }),
      sendDecline: fromPromise(({ input }: { input: { id: number } }) => {
        declines.push(input);
        return reply();
      }),
    },
    actions: { refresh },
  });
  const actor = createActor(machine, { input: { consultationId: 41 } }).start();
  const emitted: ConsultationAnswerEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  return { actor, answers, declines, emitted, refresh };
};

const closed = () =>
  new Conflict({
    text: '이미 답변했거나 거절한 상담입니다.',
    body: { message: 'Consultation Already Closed' },
  });

const done = () => Promise.resolve({} as Consultation);

describe('consultation answer machine', () => {
  it('sends the typed answer once, ends and refreshes the lists', async () => {
    const { actor, answers, emitted, refresh } = start(done);
    actor.send({ type: 'answer.change', answer: ANSWER });
    actor.send({ type: 'answer.submit' });
    await flush();
    expect(answers).toEqual([{ id: 41, answer: ANSWER }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'succeeded', text: T.answered }]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refuses a blank answer before any request', () => {
    const { actor, answers, emitted } = start(done);
    actor.send({ type: 'answer.change', answer: ' \n ' });
    actor.send({ type: 'answer.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(answers).toEqual([]);
    expect(emitted).toEqual([{ type: 'failed', text: PROFILE_INPUT_TEXT.answerRequired }]);
  });

  it('is pending while the answer travels: a second submit, an edit or a decline do nothing', async () => {
    const reply = deferred<Consultation>();
    const { actor, answers, declines } = start(() => reply.promise);
    actor.send({ type: 'answer.change', answer: ANSWER });
    actor.send({ type: 'answer.submit' });
    expect(actor.getSnapshot().value).toBe('answering');
    actor.send({ type: 'answer.submit' });
    actor.send({ type: 'answer.change', answer: '다른 답변' });
    actor.send({ type: 'decline.ask' });
    expect(actor.getSnapshot().value).toBe('answering');
    expect(actor.getSnapshot().context.answer).toBe(ANSWER);
    expect(answers).toHaveLength(1);
    expect(declines).toHaveLength(0);
    reply.resolve({} as Consultation);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the text for another try when the answer fails', async () => {
    const { actor, emitted, refresh } = start(() => Promise.reject(dropped()));
    actor.send({ type: 'answer.change', answer: ANSWER });
    actor.send({ type: 'answer.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.answer).toBe(ANSWER);
    expect(emitted).toEqual([{ type: 'failed', text: T.answerFailed }]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('ends with the server’s reason when the request was closed meanwhile', async () => {
    const { actor, emitted, refresh } = start(() => Promise.reject(closed()));
    actor.send({ type: 'answer.change', answer: ANSWER });
    actor.send({ type: 'answer.submit' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'failed', text: '이미 답변했거나 거절한 상담입니다.' }]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('declines only after the confirmation, and a cancel goes back to the answer', async () => {
    const reply = deferred<Consultation>();
    const { actor, declines, emitted } = start(() => reply.promise);
    actor.send({ type: 'answer.change', answer: '초안' });
    actor.send({ type: 'decline.ask' });
    expect(actor.getSnapshot().value).toBe('confirmingDecline');
    actor.send({ type: 'answer.submit' });
    actor.send({ type: 'decline.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.answer).toBe('초안');
    expect(declines).toEqual([]);

    actor.send({ type: 'decline.ask' });
    actor.send({ type: 'decline.confirm' });
    actor.send({ type: 'decline.confirm' });
    expect(actor.getSnapshot().value).toBe('declining');
    expect(declines).toEqual([{ id: 41 }]);
    reply.resolve({} as Consultation);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'succeeded', text: T.declined }]);
  });
});

describe('consultation answer flow on the fake backend', () => {
  const tokens = (): TokenStore & { as(id: number, role: 'USER' | 'EDITOR'): void } => {
    let token: string | null = null;
    return {
      get: () => token,
      set: (t) => {
        token = t;
      },
      remove: () => {
        token = null;
      },
      as(id, role) {
        token = fakeToken({ id, role } as Parameters<typeof fakeToken>[0]);
      },
    };
  };

  it('lets the expert answer a request; the sender sees the answer and is notified', async () => {
    const tokenStore = tokens();
    const fake = createFakeBackend({ tokenStore });
    // Demo accounts have the ids of their order (content/demo/rows.ts), as on a fresh server.
    const users = DEMO_USERS.map((u, i) => ({ ...u, id: i + 1 }));
    const sender = users.find((u) => u.role === 'USER');
    const expert = users.find((u) => u.role === 'EDITOR');
    if (!sender || !expert) throw new Error('demo users missing');
    tokenStore.as(sender.id, 'USER');
    await Effect.runPromise(
      fake.consultationApi.request({
        recipientId: expert.id,
        consultationType: 'CONSULTING',
        message: '중학교 진학 상담 부탁드립니다.',
      }),
    );

    tokenStore.as(expert.id, 'EDITOR');
    const received = await Effect.runPromise(
      fake.profileApi.consultations(expert.id, 'received', { page: 1, size: 10 }),
    );
    const request = received.data[0];
    expect(request).toMatchObject({ status: 'REQUESTED', sender: { id: sender.id, name: sender.nickname } });
    const refresh = vi.fn();
    const machine = provideConsultationAnswerMachine({ profileApi: fake.profileApi, refresh });
    const actor = createActor(machine, { input: { consultationId: request?.id ?? 0 } }).start();
    actor.send({ type: 'answer.change', answer: ANSWER });
    actor.send({ type: 'answer.submit' });
    actor.send({ type: 'answer.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(refresh).toHaveBeenCalledTimes(1);

    tokenStore.as(sender.id, 'USER');
    const sent = await Effect.runPromise(
      fake.profileApi.consultations(sender.id, 'sent', { page: 1, size: 10 }),
    );
    expect(sent.data).toHaveLength(1);
    expect(sent.data[0]).toMatchObject({ status: 'ANSWERED', answer: ANSWER });
    const inbox = await Effect.runPromise(fake.notificationsApi.page(1, 10));
    expect(inbox.data[0]).toMatchObject({
      type: 'CONSULTATION_ANSWERED',
      message: `${expert.nickname}님이 회원님의 상담 요청에 답변했습니다.`,
    });
  });
});
