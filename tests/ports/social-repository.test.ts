import { Effect } from 'effect';
import { expect, it } from 'vitest';
import { consultationsRepository } from '../../server/adapters/db/consultations.repository';
import { socialRepository } from '../../server/adapters/db/social.repository';
import { memoryConsultationStore } from '../../server/adapters/memory/memory-consultations-store';
import { memorySocialRepository } from '../../server/adapters/memory/memory-social';
import type { NewConsultation } from '../../server/ports/social.port';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { expectUniqueViolation } from './helpers/store-errors';
import { at, socialRows } from './helpers/rows';

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect);

const setUp = (host: PortHost) => ({
  rows: socialRows(host),
  social: host.pick({ drizzle: socialRepository, memory: memorySocialRepository }),
  consultations: host.pick({ drizzle: consultationsRepository, memory: memoryConsultationStore }),
});

describeOnHosts('SocialRepository', (host) => {
  it('answers the role of a live account, and null for a deleted or unknown one', async () => {
    const { rows, social } = setUp(host);
    const user = await rows.user();
    const editor = await rows.user({ role: 'EDITOR' });
    const admin = await rows.user({ role: 'ADMIN' });
    const gone = await rows.user({ role: 'EDITOR', deletedAt: at(0) });
    const roles = await Promise.all([user, editor, admin, gone, 99].map((id) => run(social.userRole(id))));
    expect(roles).toEqual(['USER', 'EDITOR', 'ADMIN', null, null]);
  });

  it('ranks live editors and admins by followers, the older account first among equals', async () => {
    const { rows, social } = setUp(host);
    const viewer = await rows.user({ followerCount: 100 });
    const a = await rows.user({ role: 'EDITOR', followerCount: 3, nickname: 'a', job: 'coach' });
    const b = await rows.user({
      role: 'ADMIN',
      followerCount: 5,
      nickname: 'b',
      profileImageUrl: '/i/b.png',
    });
    const c = await rows.user({ role: 'EDITOR', followerCount: 3, nickname: 'c' });
    await rows.user({ role: 'EDITOR', followerCount: 50, deletedAt: at(0) });
    const d = await rows.user({ role: 'EDITOR', followerCount: 0, nickname: 'd' });
    await rows.follow(viewer, c);
    await rows.follow(a, b);
    const ranked = await run(social.popularEditors(viewer, 10));
    expect(ranked).toEqual([
      { id: b, nickname: 'b', job: null, profileImageUrl: '/i/b.png', followerCount: 5, following: false },
      { id: a, nickname: 'a', job: 'coach', profileImageUrl: null, followerCount: 3, following: false },
      { id: c, nickname: 'c', job: null, profileImageUrl: null, followerCount: 3, following: true },
      { id: d, nickname: 'd', job: null, profileImageUrl: null, followerCount: 0, following: false },
    ]);
    const top = await run(social.popularEditors(a, 2));
    expect(top.map((e) => [e.id, e.following])).toEqual([
      [b, true],
      [a, false],
    ]);
    expect((await run(social.popularEditors(null, 10))).some((e) => e.following)).toBe(false);
    expect(await run(social.popularEditors(viewer, 0))).toEqual([]);
  });

  it('takes one consultation per sender, recipient and Seoul day', async () => {
    const { rows, social, consultations } = setUp(host);
    const sender = await rows.user();
    const editor = await rows.user({ role: 'EDITOR' });
    const ask = (over: Partial<NewConsultation> = {}) =>
      social.insertConsultation({
        senderId: sender,
        recipientId: editor,
        type: 'CAREER',
        message: 'hello',
        seoulDate: '2025-03-01',
        now: at(1),
        ...over,
      });
    await run(ask());
    await expectUniqueViolation(ask({ message: 'again', now: at(2) }), 'consultation-daily');
    await run(ask({ seoulDate: '2025-03-02', now: at(24 * 60) }));
    await run(ask({ senderId: editor, recipientId: sender }));
    // The refused row used up id 2, as an identity column's value is taken before the unique check.
    const stored = await Promise.all([1, 2, 3, 4].map((id) => run(consultations.find(id))));
    expect(stored.map((c) => c && [c.id, c.senderId, c.message, c.status, c.answer])).toEqual([
      [1, sender, 'hello', 'REQUESTED', null],
      null,
      [3, sender, 'hello', 'REQUESTED', null],
      [4, editor, 'hello', 'REQUESTED', null],
    ]);
    expect(stored[0]?.createdAt).toEqual(at(1));
  });
});
