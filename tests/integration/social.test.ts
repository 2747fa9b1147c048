import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consultations, users } from '../../server/adapters/db/schema';
import { EditorCardArray } from '../../src/contract/social';
import { CONTENT_INPUT_TEXT as T } from '../../src/domain/text/content-input';
import { type Cast, json, signUpCast } from './helpers/articles.fixtures';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

describe.each(ENGINES)('follows, popular editors and consultations on %s', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let now = new Date('2026-03-01T14:30:00Z');
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: () => now });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    now = new Date('2026-03-01T14:30:00Z');
    cast = await signUpCast(t);
  });

  const counts = async (id: number) => {
    const [u] = await t.db.select().from(users).where(eq(users.id, id));
    return [u?.followerCount, u?.followingCount];
  };
  const follow = (id: number, token?: string) => t.request('PATCH', `/api/user/${id}/follow`, { token });

  it('toggles a follow with both users’ counters; never oneself, never a missing user', async () => {
    expect((await follow(cast.author.id)).status).toBe(401);
    expect(await json(await follow(cast.author.id, cast.user.token))).toEqual({
      following: true,
      followerCount: 1,
    });
    expect(await counts(cast.user.id)).toEqual([0, 1]);
    expect(
      await json(await t.request('GET', `/api/user/${cast.author.id}`, { token: cast.user.token })),
    ).toMatchObject({
      following: true,
    });
    expect(await json(await follow(cast.author.id, cast.admin.token))).toEqual({
      following: true,
      followerCount: 2,
    });
    expect(await json(await follow(cast.author.id, cast.user.token))).toEqual({
      following: false,
      followerCount: 1,
    });
    expect(await counts(cast.user.id)).toEqual([0, 0]);
    const self = await follow(cast.user.id, cast.user.token);
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ message: 'Cannot Follow Yourself' });
    expect((await follow(999_999, cast.user.token)).status).toBe(404);
    await Promise.all([1, 2, 3, 4].map(() => follow(cast.editor.id, cast.user.token)));
    const [followers] = await counts(cast.editor.id);
    const state = await json<{ following: boolean }>(
      await t.request('GET', `/api/user/${cast.editor.id}`, { token: cast.user.token }),
    );
    expect(followers).toBe(state.following ? 1 : 0);
  });

  it('ranks EDITOR and ADMIN accounts by followers with the viewer’s following flag', async () => {
    await follow(cast.editor.id, cast.user.token);
    await follow(cast.editor.id, cast.admin.token);
    await follow(cast.admin.id, cast.user.token);
    await follow(cast.user.id, cast.author.token);
    const asUser = v.parse(
      EditorCardArray,
      await json(await t.request('GET', '/api/user/popular-editors', { token: cast.user.token })),
    );
    expect(asUser.map((e) => [e.id, e.followerCount, e.following])).toEqual([
      [cast.editor.id, 2, true],
      [cast.admin.id, 1, true],
      [cast.author.id, 0, false],
    ]);
    const asVisitor = v.parse(
      EditorCardArray,
      await json(await t.request('GET', '/api/user/popular-editors')),
    );
    expect(asVisitor.every((e) => !e.following)).toBe(true);
    expect(asVisitor[0]).toMatchObject({ name: cast.editor.nickname, job: null, profileImageUrl: null });
  });

  const consult = (token: string | undefined, body: Record<string, unknown>) =>
    t.request('POST', '/api/user/consultation', { token, json: body });
  const request = (recipientId: number) => ({
    recipientId,
    consultationType: 'CONSULTING',
    message: '상담 부탁드립니다',
  });

  it('allows one consultation per sender and recipient per Seoul day, with the spec’s message', async () => {
    expect((await consult(undefined, request(cast.author.id))).status).toBe(401);
    expect((await consult(cast.user.token, request(cast.author.id))).status).toBe(204);
    const again = await consult(cast.user.token, { ...request(cast.author.id), consultationType: 'OTHERS' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'Only one consultation per day to the same user' });
    expect((await consult(cast.user.token, request(cast.editor.id))).status).toBe(204);
    expect((await consult(cast.admin.token, request(cast.author.id))).status).toBe(204);
    // 14:30 UTC is 23:30 in Seoul; at 15:00 UTC a new Seoul day begins.
    now = new Date('2026-03-01T15:00:00Z');
    expect((await consult(cast.user.token, request(cast.author.id))).status).toBe(204);
    const rows = await t.db.select().from(consultations).where(eq(consultations.senderId, cast.user.id));
    expect(rows.map((r) => r.seoulDate).sort()).toEqual(['2026-03-01', '2026-03-01', '2026-03-02']);
  });

  it('refuses oneself, a missing recipient and invalid input with Korean reasons', async () => {
    const self = await consult(cast.user.token, request(cast.user.id));
    expect(self.status).toBe(400);
    expect((await json<{ errors: unknown[] }>(self)).errors).toEqual([
      { field: 'recipientId', reason: T.consultationSelf },
    ]);
    expect((await consult(cast.user.token, request(999_999))).status).toBe(404);
    const type = await consult(cast.user.token, {
      ...request(cast.author.id),
      consultationType: 'INVESTMENT',
    });
    expect((await json<{ errors: unknown[] }>(type)).errors).toEqual([
      { field: 'consultationType', reason: T.consultationTypeInvalid },
    ]);
    const blank = await consult(cast.user.token, { ...request(cast.author.id), message: '   ' });
    expect((await json<{ errors: unknown[] }>(blank)).errors).toEqual([
      { field: 'message', reason: T.consultationMessageRequired },
    ]);
  });

  it('lets exactly one of 50 concurrent identical requests through', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => consult(cast.user.token, request(cast.author.id))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    const bodies = await Promise.all(results.filter((r) => r.status === 400).map((r) => r.json()));
    expect(new Set(bodies.map((b) => (b as { message: string }).message))).toEqual(
      new Set(['Only one consultation per day to the same user']),
    );
    expect(await t.db.select().from(consultations)).toHaveLength(1);
  });
});
