import { Effect } from 'effect';
import { expect, it } from 'vitest';
import { blocksRepository } from '../../server/adapters/db/blocks.repository';
import { consultationsRepository } from '../../server/adapters/db/consultations.repository';
import { socialRepository } from '../../server/adapters/db/social.repository';
import { memoryBlockStore } from '../../server/adapters/memory/memory-blocks-store';
import { memoryConsultationStore } from '../../server/adapters/memory/memory-consultations-store';
import { memorySocialRepository } from '../../server/adapters/memory/memory-social';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, socialRows } from './helpers/rows';

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect);

/** Three members and the stores; `ask` sends a consultation on a day of its own. */
const setUp = async (host: PortHost) => {
  const rows = socialRows(host);
  const member = await rows.user({ nickname: 'member', profileImageUrl: '/i/m.png' });
  const editor = await rows.user({ nickname: 'editor', role: 'EDITOR' });
  const other = await rows.user({ nickname: 'other', role: 'EDITOR' });
  const social = host.pick({ drizzle: socialRepository, memory: memorySocialRepository });
  const store = host.pick({ drizzle: consultationsRepository, memory: memoryConsultationStore });
  let day = 0;
  const ask = async (senderId: number, recipientId: number) => {
    day += 1;
    const now = at(day * 24 * 60);
    const seoulDate = `2025-04-${String(day).padStart(2, '0')}`;
    const message = `question ${day}`;
    await run(social.insertConsultation({ senderId, recipientId, type: 'CAREER', message, seoulDate, now }));
  };
  return { rows, member, editor, other, store, ask };
};

describeOnHosts('ConsultationStore', (host) => {
  it('finds a consultation with both parties, a deleted one marked', async () => {
    const { rows, member, editor, store, ask } = await setUp(host);
    const gone = await rows.user({ nickname: '#deleted:4', deletedAt: at(0) });
    await ask(member, editor);
    await ask(gone, editor);
    expect(await run(store.find(1))).toEqual({
      id: 1,
      senderId: member,
      recipientId: editor,
      type: 'CAREER',
      message: 'question 1',
      status: 'REQUESTED',
      answer: null,
      createdAt: at(24 * 60),
      answeredAt: null,
      sender: { id: member, nickname: 'member', profileImageUrl: '/i/m.png', deleted: false },
      recipient: { id: editor, nickname: 'editor', profileImageUrl: null, deleted: false },
    });
    expect((await run(store.find(2)))?.sender).toEqual({
      id: gone,
      nickname: '#deleted:4',
      profileImageUrl: null,
      deleted: true,
    });
    expect(await run(store.find(3))).toBeNull();
  });

  it('pages the received and the sent box newest first with their counts', async () => {
    const { member, editor, other, store, ask } = await setUp(host);
    await ask(member, editor);
    await ask(other, editor);
    await ask(member, other);
    await ask(editor, member);
    await ask(member, editor);
    const box = async (userId: number, which: 'received' | 'sent', page: number, size = 2) => {
      const answer = await run(store.page(userId, which, { page, size }));
      return { ids: answer.items.map((c) => c.id), total: answer.total };
    };
    expect(await box(editor, 'received', 1)).toEqual({ ids: [5, 2], total: 3 });
    expect(await box(editor, 'received', 2)).toEqual({ ids: [1], total: 3 });
    expect(await box(editor, 'received', 3)).toEqual({ ids: [], total: 3 });
    expect(await box(member, 'sent', 1, 10)).toEqual({ ids: [5, 3, 1], total: 3 });
    expect(await box(member, 'received', 1, 10)).toEqual({ ids: [4], total: 1 });
    expect(await box(other, 'sent', 1, 10)).toEqual({ ids: [2], total: 1 });
  });

  it('hides from the received box the requests of a member the recipient blocked since', async () => {
    const { member, editor, other, store, ask } = await setUp(host);
    const blocks = host.pick({ drizzle: blocksRepository, memory: memoryBlockStore });
    await ask(member, editor);
    await ask(other, editor);
    await ask(editor, member);
    const box = async (userId: number, which: 'received' | 'sent') => {
      const answer = await run(store.page(userId, which, { page: 1, size: 10 }));
      return { ids: answer.items.map((c) => c.id), total: answer.total };
    };
    const block = (blockerId: number, blockedId: number, scope: 'named' | 'anonymous') =>
      run(
        blocks.insert(
          {
            blockerId,
            blockedId,
            scope,
            source: { kind: scope === 'named' ? 'user' : 'qna', id: 5 },
            excerpt: '',
          },
          at(1),
        ),
      );
    // An anonymous block says nothing of consultations (they are named).
    await block(editor, member, 'anonymous');
    expect(await box(editor, 'received')).toEqual({ ids: [2, 1], total: 2 });
    const { id } = await block(editor, member, 'named');
    expect(await box(editor, 'received')).toEqual({ ids: [2], total: 1 });
    // The blocker's sent box, and the blocked member's boxes, are as before.
    expect(await box(editor, 'sent')).toEqual({ ids: [3], total: 1 });
    expect(await box(member, 'sent')).toEqual({ ids: [1], total: 1 });
    expect(await box(member, 'received')).toEqual({ ids: [3], total: 1 });
    // Undone, the request is there again (hidden, never deleted).
    expect(await run(blocks.remove(editor, id))).toBe(true);
    expect(await box(editor, 'received')).toEqual({ ids: [2, 1], total: 2 });
  });

  it('closes a requested consultation once, answered or declined', async () => {
    const { member, editor, store, ask } = await setUp(host);
    await ask(member, editor);
    await ask(member, editor);
    expect(await run(store.close(1, { status: 'ANSWERED', answer: 'Train daily.' }, at(99)))).toBe(true);
    expect(await run(store.close(1, { status: 'DECLINED', answer: null }, at(100)))).toBe(false);
    expect(await run(store.close(2, { status: 'DECLINED', answer: null }, at(101)))).toBe(true);
    expect(await run(store.close(3, { status: 'DECLINED', answer: null }, at(101)))).toBe(false);
    const closed = await Promise.all([1, 2].map((id) => run(store.find(id))));
    expect(closed.map((c) => c && [c.status, c.answer, c.answeredAt])).toEqual([
      ['ANSWERED', 'Train daily.', at(99)],
      ['DECLINED', null, at(101)],
    ]);
  });
});
