import { expect, it } from 'vitest';
import { takedownsRepository } from '../../server/adapters/db/takedowns.repository';
import { memoryTakedownStore } from '../../server/adapters/memory/memory-takedowns-store';
import type { NewTakedown } from '../../server/ports/takedowns.port';
import { describeOnHosts } from './helpers/port-hosts';
import { at, run } from './helpers/rows';

const request = (id: number): NewTakedown => ({
  requesterName: '김신청',
  requesterEmail: 'requester@example.com',
  url: `https://kickoff.example/board/post/${id}`,
  reason: '제 얼굴 사진이 동의 없이 올라왔습니다.',
  target: { kind: 'post', id },
  ownerId: 42,
});

describeOnHosts('TakedownStore', (host) => {
  it('stores a request as REQUESTED and lists every case newest first', async () => {
    const store = host.pick({ drizzle: takedownsRepository, memory: memoryTakedownStore });
    expect(await run(store.insert(request(7), at(1)))).toEqual({ id: 1 });
    expect(await run(store.insert(request(8), at(2)))).toEqual({ id: 2 });
    expect(await run(store.find(1))).toEqual({
      ...request(7),
      id: 1,
      status: 'REQUESTED',
      note: null,
      objection: null,
      dueAt: null,
      createdAt: at(1),
      updatedAt: at(1),
    });
    expect(await run(store.find(3))).toBeNull();
    const all = await run(store.list({ page: 1, size: 10 }));
    expect(all.total).toBe(2);
    expect(all.items.map((c) => c.id)).toEqual([2, 1]);
    expect((await run(store.list({ page: 2, size: 1 }))).items.map((c) => c.id)).toEqual([1]);
  });

  it('moves a case on only from the status the caller read', async () => {
    const store = host.pick({ drizzle: takedownsRepository, memory: memoryTakedownStore });
    await run(store.insert(request(7), at(1)));
    const hidden = await run(
      store.change(1, ['REQUESTED'], { status: 'HIDDEN', note: '사생활 침해', dueAt: at(100) }, at(2)),
    );
    expect(hidden).toMatchObject({ status: 'HIDDEN', note: '사생활 침해', dueAt: at(100), updatedAt: at(2) });
    // A second moderator who read REQUESTED too is refused.
    expect(await run(store.change(1, ['REQUESTED'], { status: 'REJECTED' }, at(3)))).toBeNull();
    const objected = await run(
      store.change(1, ['HIDDEN'], { status: 'OBJECTED', objection: '제 사진입니다' }, at(4)),
    );
    expect(objected).toMatchObject({
      status: 'OBJECTED',
      note: '사생활 침해',
      objection: '제 사진입니다',
      dueAt: at(100),
    });
    expect(await run(store.change(1, ['HIDDEN', 'OBJECTED'], { status: 'RESTORED' }, at(5)))).toMatchObject({
      status: 'RESTORED',
    });
    expect(await run(store.change(9, ['REQUESTED'], { status: 'HIDDEN' }, at(6)))).toBeNull();
  });
});
