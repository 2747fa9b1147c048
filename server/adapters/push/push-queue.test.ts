import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import type { PreferenceRow } from '../../../src/domain/notification-preferences';
import { PUSH_TEXT } from '../../../src/domain/text/push';
import type { PushOutcome, PushSubscriptionRecord } from '../../ports/push.port';
import { pushQueue } from './push-queue';

const sub = (id: number): PushSubscriptionRecord => ({
  id,
  userId: 1,
  endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
  p256dh: 'p256dh',
  auth: 'auth',
});

/** A queue over fakes: the member's rows, their subscriptions, and what the push service answers each. */
const setUp = (rows: PreferenceRow[], answers: Record<string, PushOutcome>) => {
  const sent: { endpoint: string; payload: unknown }[] = [];
  const removed: string[] = [];
  const errors: unknown[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const queue = pushQueue({
    preferences: {
      of: () => Effect.succeed(rows),
      save: () => Effect.die(new Error('unexpected save')),
    },
    subscriptions: {
      ofUser: () => Effect.succeed([sub(1), sub(2)]),
      removeEndpoint: (endpoint) => Effect.sync(() => void removed.push(endpoint)),
      save: () => Effect.die(new Error('unexpected save')),
      remove: () => Effect.die(new Error('unexpected remove')),
    },
    sender: {
      send: (s, payload) =>
        Effect.promise(async () => {
          await gate;
          sent.push({ endpoint: s.endpoint, payload: JSON.parse(payload) });
          return answers[s.endpoint] ?? 'sent';
        }),
    },
    onError: (error) => errors.push(error),
  });
  return { queue, sent, removed, errors, release };
};

const JOB = {
  recipientId: 1,
  type: 'COMMENT',
  message: '댓글러님이 댓글을 남겼습니다.',
  link: '/board/post/7',
};

describe('push queue', () => {
  it('returns at once and sends in the background; a gone subscription is removed, a failed one kept', async () => {
    const { queue, sent, removed, errors, release } = setUp([], {
      [sub(1).endpoint]: 'gone',
      [sub(2).endpoint]: 'failed',
    });
    queue.enqueue(JOB);
    // Nothing is sent while the push service has not answered; the caller did not wait.
    expect(sent).toEqual([]);
    release();
    await queue.idle();
    expect(sent.map((s) => s.endpoint)).toEqual([sub(1).endpoint, sub(2).endpoint]);
    expect(sent[0]?.payload).toEqual({
      title: PUSH_TEXT.notificationTitle,
      body: JOB.message,
      link: JOB.link,
      type: 'COMMENT',
    });
    expect(removed).toEqual([sub(1).endpoint]);
    expect(errors).toEqual([]);
  });

  it('sends nothing for a category whose push is off, and nothing after close', async () => {
    const { queue, sent, release } = setUp([{ category: 'COMMENTS', bell: true, push: false }], {});
    release();
    queue.enqueue(JOB);
    await queue.idle();
    expect(sent).toEqual([]);
    queue.enqueue({ ...JOB, type: 'FOLLOW' });
    await queue.idle();
    expect(sent).toHaveLength(2);
    await queue.close();
    queue.enqueue({ ...JOB, type: 'FOLLOW' });
    await queue.idle();
    expect(sent).toHaveLength(2);
  });
});
