import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationSummary } from '../../src/application/ports/notifications-api.port';
import { ENGINES } from '../integration/helpers/test-app';
import { demoId, demoUserId, outcome, run, signInAs, signOut, timeless } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Ports, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

const SHIN_GUARD = { kind: 'post', id: demoId('p-shin-guard') } as const;

/** Subscribes the side's stream and records what it reports. */
const listen = (p: Ports) => {
  const seen = { opened: 0, closed: 0, events: [] as NotificationSummary[] };
  const close = p.notificationStream.subscribe({
    onOpen: () => {
      seen.opened += 1;
    },
    onNotification: (n) => {
      seen.events.push(n);
    },
    onClose: () => {
      seen.closed += 1;
    },
  });
  return { seen, close };
};

describe.each(ENGINES)('contract: notifications on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('notifies the author of a comment, live and in the list, and marks it read', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user1');
      const stream = listen(p);
      await vi.waitFor(() => expect(stream.seen.opened).toBe(1), { timeout: 10_000 });
      const empty = await run(p.notificationsApi.firstPage());
      await signInAs(p, 'user6');
      await run(p.commentsApi.create(SHIN_GUARD, '보호대 정보 감사합니다!'));
      await signInAs(p, 'user1');
      await vi.waitFor(() => expect(stream.seen.events).toHaveLength(1), { timeout: 10_000 });
      stream.close();
      const bell = await run(p.notificationsApi.firstPage());
      const page = timeless(await run(p.notificationsApi.page(1, 10)));
      const live = stream.seen.events[0];
      await run(p.notificationsApi.markRead(bell[0]?.id ?? 0));
      const afterRead = await run(p.notificationsApi.firstPage());
      return {
        empty,
        liveMatches: live?.id === bell[0]?.id && live?.read === false,
        bellUnread: bell.map((n) => n.read),
        page: { ...page, data: page.data.map((n) => ({ ...n, id: n.id === bell[0]?.id })) },
        afterRead: afterRead.map((n) => n.read),
      };
    });
    expect(fake).toEqual(real);
    expect(real.empty).toEqual([]);
    expect(real.liveMatches).toBe(true);
    expect(real.page.data[0]).toMatchObject({
      id: true,
      type: 'COMMENT',
      link: `/board/post/${SHIN_GUARD.id}`,
      actor: { nickname: '동네FC감독' },
    });
    expect(real.afterRead).toEqual([true]);
  });

  it('keeps notifications to their recipient; marks all read; a visitor’s stream closes', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user8');
      await run(p.reactionsApi.like({ on: 'content', ref: SHIN_GUARD }));
      await signInAs(p, 'user1');
      const mine = await run(p.notificationsApi.firstPage());
      await signInAs(p, 'user8');
      const others = await outcome(p.notificationsApi.markRead(mine[0]?.id ?? 0));
      await signInAs(p, 'user1');
      await run(p.notificationsApi.markAllRead());
      const after = await run(p.notificationsApi.firstPage());
      signOut(p);
      const visitor = await outcome(p.notificationsApi.firstPage());
      const stream = listen(p);
      await vi.waitFor(() => expect(stream.seen.closed).toBe(1), { timeout: 10_000 });
      stream.close();
      return {
        unread: mine.map((n) => n.read),
        others,
        after: after.map((n) => n.read),
        visitor,
        stream: { opened: stream.seen.opened, closed: stream.seen.closed },
      };
    });
    expect(fake).toEqual(real);
    expect(real.unread).toEqual([false, true]);
    expect(real.others).toEqual({
      ok: false,
      tag: 'NotFound',
      message: 'Notification Not Found',
      errors: null,
    });
    expect(real.after).toEqual([true, true]);
    expect(real.visitor).toMatchObject({ tag: 'Unauthorized' });
    expect(real.stream).toEqual({ opened: 0, closed: 1 });
  });

  it('a like or a follow toggled many times notifies once (one per actor, target and kind a day)', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user1');
      const before = (await run(p.notificationsApi.page(1, 50))).pageInfo.totalElements;
      await signInAs(p, 'user6');
      const liked: boolean[] = [];
      const following: boolean[] = [];
      for (let i = 0; i < 10; i += 1) {
        liked.push((await run(p.reactionsApi.like({ on: 'content', ref: SHIN_GUARD }))).liked);
        following.push((await run(p.reactionsApi.follow(demoUserId('user1')))).following);
      }
      await signInAs(p, 'user1');
      const page = timeless(await run(p.notificationsApi.page(1, 50)));
      const added = page.pageInfo.totalElements - before;
      return {
        liked,
        following,
        added: page.data
          .slice(0, added)
          .map((n) => ({ type: n.type, actor: n.actor?.nickname, read: n.read })),
      };
    });
    expect(fake).toEqual(real);
    expect(real.added).toEqual([
      { type: 'FOLLOW', actor: '동네FC감독', read: false },
      { type: 'CONTENT_LIKE', actor: '동네FC감독', read: false },
    ]);
  });
});
