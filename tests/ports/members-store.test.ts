import { expect, it } from 'vitest';
import { accountsRepository } from '../../server/adapters/db/accounts.repository';
import { membersRepository } from '../../server/adapters/db/members.repository';
import { memoryAccountsRepository } from '../../server/adapters/memory/memory-accounts';
import { memoryMemberStore } from '../../server/adapters/memory/memory-members-store';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, rowsOn, run } from './helpers/rows';

const setUp = (host: PortHost) => ({
  rows: rowsOn(host),
  members: host.pick({ drizzle: membersRepository, memory: memoryMemberStore }),
  accounts: host.pick({ drizzle: accountsRepository, memory: memoryAccountsRepository }),
});

describeOnHosts('MemberStore', (host) => {
  it('searches nickname and e-mail case-insensitively, newest first, leaving deleted accounts out', async () => {
    const { rows, members } = setUp(host);
    const kim = await rows.user('KimCoach');
    const lee = await rows.user('lee_parent');
    const gone = await rows.user('kim_gone');
    await rows.markDeleted(gone);
    const all = await run(members.search(null, { page: 1, size: 10 }, at(0)));
    expect(all.total).toBe(2);
    expect(all.items.map((m) => m.id)).toEqual([lee, kim]);
    expect(all.items[1]).toMatchObject({
      id: kim,
      nickname: 'KimCoach',
      email: 'KimCoach@example.com',
      role: 'USER',
      suspension: null,
    });
    expect((await run(members.search('kim', { page: 1, size: 10 }, at(0)))).items.map((m) => m.id)).toEqual([
      kim,
    ]);
    expect((await run(members.search('LEE_P', { page: 1, size: 10 }, at(0)))).items.map((m) => m.id)).toEqual(
      [lee],
    );
    // LIKE's own characters are literal.
    expect((await run(members.search('%', { page: 1, size: 10 }, at(0)))).total).toBe(0);
    expect((await run(members.search('_', { page: 1, size: 10 }, at(0)))).items.map((m) => m.id)).toEqual([
      lee,
    ]);
    expect((await run(members.search(null, { page: 2, size: 1 }, at(0)))).items.map((m) => m.id)).toEqual([
      kim,
    ]);
    expect(await run(members.find(gone, at(0)))).toBeNull();
    expect((await run(members.findByEmail('KIMCOACH@example.com', at(0))))?.id).toBe(kim);
  });

  it('suspends until an end, which the member’s record and session facts carry until the clock passes it', async () => {
    const { rows, members, accounts } = setUp(host);
    const id = await rows.user('member');
    const stored = await run(
      members.suspend({ userId: id, actorId: null, reason: '도배', startsAt: at(0), endsAt: at(60) }),
    );
    expect(stored).toEqual({
      id: 1,
      userId: id,
      actorId: null,
      reason: '도배',
      startsAt: at(0),
      endsAt: at(60),
      liftedAt: null,
    });
    expect((await run(members.find(id, at(59))))?.suspension).toEqual({
      reason: '도배',
      until: at(60),
      startsAt: at(0),
    });
    expect((await run(members.find(id, at(60))))?.suspension).toBeNull();
    expect((await run(accounts.sessionFacts(id)))?.suspension).toEqual({ reason: '도배', until: at(60) });
  });

  it('a permanent suspension outlasts a timed one; lifting ends every one in force', async () => {
    const { rows, members, accounts } = setUp(host);
    const id = await rows.user('member');
    await run(
      members.suspend({ userId: id, actorId: null, reason: '짧게', startsAt: at(0), endsAt: at(10) }),
    );
    await run(members.suspend({ userId: id, actorId: null, reason: '영구', startsAt: at(1), endsAt: null }));
    expect((await run(members.find(id, at(5))))?.suspension).toEqual({
      reason: '영구',
      until: null,
      startsAt: at(1),
    });
    expect((await run(accounts.sessionFacts(id)))?.suspension).toEqual({ reason: '영구', until: null });
    expect(await run(members.lift(id, at(5)))).toBe(2);
    expect(await run(members.lift(id, at(6)))).toBe(0);
    expect((await run(members.find(id, at(6))))?.suspension).toBeNull();
    expect((await run(accounts.sessionFacts(id)))?.suspension).toBeNull();
  });

  it('sets a role and moves the token version', async () => {
    const { rows, members, accounts } = setUp(host);
    const id = await rows.user('member');
    const before = await run(accounts.sessionFacts(id));
    await run(members.setRole(id, 'MODERATOR'));
    const after = await run(accounts.sessionFacts(id));
    expect(after?.role).toBe('MODERATOR');
    expect(after?.tokenVersion).toBe((before?.tokenVersion ?? 0) + 1);
    expect((await run(members.find(id, at(0))))?.role).toBe('MODERATOR');
  });
});
