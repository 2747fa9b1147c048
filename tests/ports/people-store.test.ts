import { expect, it } from 'vitest';
import { describeOnHosts } from './helpers/port-hosts';
import { run, rowsOn, storesOn } from './helpers/rows';

describeOnHosts('PeopleStore', (host) => {
  it('knows members, and that a deleted account is nobody to follow or mention', async () => {
    const { people } = storesOn(host);
    const rows = rowsOn(host);
    const member = await rows.user('회원');
    const leaver = await rows.user('탈퇴자');
    await rows.markDeleted(leaver);
    expect([
      await run(people.exists(member)),
      await run(people.exists(leaver)),
      await run(people.exists(99)),
    ]).toEqual([true, false, false]);
    // The name stays readable for what the account left behind.
    expect([await run(people.nickname(member)), await run(people.nickname(leaver))]).toEqual([
      '회원',
      '탈퇴자',
    ]);
    expect(await run(people.nickname(99))).toBeNull();
  });

  it('moves received likes of each kind, never below 0', async () => {
    const { people } = storesOn(host);
    const member = await rowsOn(host).user('회원');
    expect(await run(people.receivedLikes(member))).toEqual({ postLikes: 0, commentLikes: 0 });
    await run(people.moveReceivedLikes(member, 'post', 3));
    await run(people.moveReceivedLikes(member, 'comment', 2));
    await run(people.moveReceivedLikes(member, 'post', -1));
    expect(await run(people.receivedLikes(member))).toEqual({ postLikes: 2, commentLikes: 2 });
    await run(people.moveReceivedLikes(member, 'comment', -5));
    expect(await run(people.receivedLikes(member))).toEqual({ postLikes: 2, commentLikes: 0 });
    await run(people.moveReceivedLikes(99, 'post', 1));
    expect(await run(people.receivedLikes(99))).toBeNull();
  });

  it("moves both ends of a follow and answers the followee's follower count", async () => {
    const { people } = storesOn(host);
    const rows = rowsOn(host);
    const [a, b, c] = [await rows.user('가'), await rows.user('나'), await rows.user('다')];
    expect(await run(people.moveFollows(a, c, 1))).toBe(1);
    expect(await run(people.moveFollows(b, c, 1))).toBe(2);
    expect(await run(people.moveFollows(a, c, -1))).toBe(1);
    expect(await run(people.moveFollows(a, b, -1))).toBe(0);
    expect(await rows.counters(a)).toMatchObject({ followingCount: 0, followerCount: 0 });
    expect(await rows.counters(b)).toMatchObject({ followingCount: 1, followerCount: 0 });
    expect(await rows.counters(c)).toMatchObject({ followingCount: 0, followerCount: 1 });
    // A missing followee: the follower's count still moves, the answer is 0.
    expect(await run(people.moveFollows(b, 99, 1))).toBe(0);
    expect(await rows.counters(b)).toMatchObject({ followingCount: 2 });
  });
});
