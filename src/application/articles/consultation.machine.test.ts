import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ARTICLE_TEXT } from '../../domain/text/articles';
import type { ConsultationRequest } from './consultation-api.port';
import { type ConsultationEmitted, consultationMachine, DAILY_LIMIT_MESSAGE } from './consultation.machine';
import { badRequest, deferred, dropped, flush } from '../machine-test-support';

const start = (answer: () => Promise<void>) => {
  const calls: ConsultationRequest[] = [];
  const refresh = vi.fn();
  const machine = consultationMachine.provide({
    actors: {
      sendConsultation: fromPromise(({ input }: { input: ConsultationRequest }) => {
        calls.push(input);
        return answer();
      }),
    },
    actions: { refresh },
  });
  const actor = createActor(machine, { input: { recipientId: 2 } }).start();
  const emitted: ConsultationEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  return { actor, calls, emitted, refresh };
};

const fillAndSubmit = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'consultation.open', viewerId: 7 });
  actor.send({ type: 'consultation.message', message: '아들 진학 상담 부탁드립니다.' });
  actor.send({ type: 'consultation.submit' });
};

describe('consultation machine', () => {
  it('opens with the first type selected and an empty message', () => {
    const { actor } = start(() => Promise.resolve());
    actor.send({ type: 'consultation.open', viewerId: 7 });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ consultationType: 'CONSULTING', message: '' });
  });

  it('sends the request, closes and reports success', async () => {
    const { actor, calls, emitted, refresh } = start(() => Promise.resolve());
    actor.send({ type: 'consultation.open', viewerId: 7 });
    actor.send({ type: 'consultation.type', consultationType: 'OTHERS' });
    actor.send({ type: 'consultation.message', message: '협업 문의드립니다.' });
    actor.send({ type: 'consultation.submit' });
    await flush();
    expect(calls).toEqual([{ recipientId: 2, consultationType: 'OTHERS', message: '협업 문의드립니다.' }]);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([{ type: 'sent', text: ARTICLE_TEXT.consultationSent }]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('is pending while sending and ignores a second submit and a close', async () => {
    const reply = deferred<void>();
    const { actor, calls } = start(() => reply.promise);
    fillAndSubmit(actor);
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'consultation.submit' });
    actor.send({ type: 'consultation.close' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls).toHaveLength(1);
    reply.resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closes the modal with the Korean warning on the daily-limit answer', async () => {
    const { actor, emitted } = start(() => Promise.reject(badRequest(DAILY_LIMIT_MESSAGE)));
    fillAndSubmit(actor);
    await flush();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([
      { type: 'dailyLimit', text: '같은 사용자에게는 하루에 한 번만 상담을 요청할 수 있습니다.' },
    ]);
  });

  it('stays open with the failure text on any other error', async () => {
    const { actor, emitted } = start(() => Promise.reject(dropped()));
    fillAndSubmit(actor);
    await flush();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.message).toBe('아들 진학 상담 부탁드립니다.');
    expect(emitted).toEqual([{ type: 'failed', text: ARTICLE_TEXT.consultationFailed }]);
  });

  it('asks a visitor to log in instead of opening', () => {
    const { actor, emitted } = start(() => Promise.reject(new Error('unexpected call')));
    actor.send({ type: 'consultation.open', viewerId: null });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([{ type: 'loginRequired' }]);
  });

  it('does not open for oneself, and reopens fresh after a close', () => {
    const { actor } = start(() => Promise.resolve());
    actor.send({ type: 'consultation.open', viewerId: 2 });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'consultation.open', viewerId: 7 });
    actor.send({ type: 'consultation.type', consultationType: 'OTHERS' });
    actor.send({ type: 'consultation.close' });
    actor.send({ type: 'consultation.open', viewerId: 7 });
    expect(actor.getSnapshot().context.consultationType).toBe('CONSULTING');
  });
});
