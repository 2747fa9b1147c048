import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../content/demo';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { SUSPENSION_TEXT } from '../../src/domain/text/admin';
import { ENGINES } from '../integration/helpers/test-app';
import { demoId, demoUserId, outcome, run, signInAs, signOut, timeless } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

const SHIN_GUARD = { kind: 'post', id: demoId('p-shin-guard') } as const;
const member = DEMO_USERS.find((u) => u.key === 'user2');

describe.each(ENGINES)('contract: the admin console’s members and audit log on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('lists members to staff only, suspends a member whose writes are then refused, lifts, warns, changes a role, and records it all', async () => {
    const memberId = demoUserId('user2');
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const visitor = await outcome(p.adminApi.members('', 1, 20));
      await signInAs(p, 'user1');
      const asMember = await outcome(p.adminApi.members('', 1, 20));
      const memberSuspends = await outcome(p.adminApi.suspend(memberId, { days: 1, reason: '도배' }));
      await signInAs(p, 'admin');
      const found = await run(p.adminApi.members(member?.nickname ?? '', 1, 20));
      const suspended = await run(p.adminApi.suspend(memberId, { days: 7, reason: '광고 도배' }));
      await signInAs(p, 'user2');
      const profile = await run(p.sessionApi.profile());
      const refusal = await Effect.runPromise(
        Effect.flip(p.reactionsApi.like({ on: 'content', ref: SHIN_GUARD })),
      );
      const like = { tag: refusal._tag, message: refusal.body?.message ?? null, text: refusal.text };
      await signInAs(p, 'admin');
      await run(p.adminApi.lift(memberId));
      await run(p.adminApi.warn(memberId, '반말 자제'));
      await run(p.adminApi.setRole(demoUserId('user3'), { role: 'MODERATOR' }));
      const audit = await run(p.adminApi.audit({}, 1, 10));
      const suspensions = await run(p.adminApi.audit({ action: 'member.suspend' }, 1, 10));
      await signInAs(p, 'user2');
      const after = await run(p.sessionApi.profile());
      return {
        visitor,
        asMember,
        memberSuspends,
        found: timeless(found),
        suspended: timeless(suspended),
        banner: timeless(profile.suspension),
        until: suspended.until,
        like,
        audit: timeless(audit).data.map((e) => ({ ...e, id: 0 })),
        suspensions: suspensions.pageInfo.totalElements,
        after: after.suspension ?? null,
      };
    });
    expect(timeless({ ...fake, until: null, like: null })).toEqual(
      timeless({ ...real, until: null, like: null }),
    );
    expect(real.visitor).toMatchObject({ ok: false, tag: 'Unauthorized' });
    expect(real.asMember).toMatchObject({ ok: false, tag: 'Forbidden' });
    expect(real.memberSuspends).toMatchObject({ ok: false, tag: 'Forbidden' });
    expect(real.found.data.map((m) => m.id)).toEqual([memberId]);
    expect(real.suspended).toEqual({ reason: '광고 도배', startsAt: '<time>', until: '<time>' });
    expect(real.banner).toEqual({ reason: '광고 도배', until: '<time>' });
    for (const side of [fake, real]) {
      expect(side.like).toEqual({
        tag: 'Forbidden',
        message: SERVER_MESSAGES.accountSuspended,
        text: SUSPENSION_TEXT.refused(new Date(side.until ?? 0)),
      });
    }
    expect(real.audit.map((e) => e.action)).toEqual([
      'role.change',
      'member.warn',
      'member.lift',
      'member.suspend',
    ]);
    expect(real.suspensions).toBe(1);
    expect(real.after).toBeNull();
  });
});
