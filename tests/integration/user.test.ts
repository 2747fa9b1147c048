import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { follows, users } from '../../server/adapters/db/schema';
import { OwnProfile, PublicProfile } from '../../src/contract/user';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

describe.each(ENGINES)('profiles on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('returns the own profile in the contract shape, with the level from received likes', async () => {
    const user = await t.signUp({ nickname: '하린이네' });
    await t.db
      .update(users)
      .set({ receivedPostLikes: 30, receivedCommentLikes: 15 })
      .where(eq(users.id, user.id));
    const res = await t.request('GET', '/api/user/profile', { token: user.token });
    expect(res.status).toBe(200);
    const profile = v.parse(OwnProfile, await res.json());
    expect(profile).toMatchObject({
      id: user.id,
      name: '하린이네',
      userLevel: 'LEVEL_3',
      provider: 'LOCAL',
      receivedPostLikes: 30,
      boardPostVisibility: true,
    });
  });

  it('returns a public profile with the viewer’s following flag', async () => {
    const editor = await t.signUp({ role: 'EDITOR' });
    const fan = await t.signUp();
    const visitorView = v.parse(
      PublicProfile,
      await (await t.request('GET', `/api/user/${editor.id}`)).json(),
    );
    expect(visitorView).toMatchObject({
      id: editor.id,
      role: 'EDITOR',
      following: false,
      userLevel: 'LEVEL_1',
    });
    expect(visitorView).not.toHaveProperty('email');
    expect(visitorView).not.toHaveProperty('phoneNumber');

    await t.db.insert(follows).values({ followerId: fan.id, followeeId: editor.id });
    const fanView = await (await t.request('GET', `/api/user/${editor.id}`, { token: fan.token })).json();
    expect(fanView).toMatchObject({ following: true });
    const ownView = await (await t.request('GET', `/api/user/${editor.id}`, { token: editor.token })).json();
    expect(ownView).toMatchObject({ following: false });
  });

  it('answers 404 for an unknown user and 400 for an id no account can have', async () => {
    const missing = await t.request('GET', '/api/user/424242');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'User Not Found' });
    const huge = await t.request('GET', '/api/user/99999999999');
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('id');
    const word = await t.request('GET', '/api/user/abc');
    expect(word.status).toBe(404);
    expect(word.headers.get('content-type')).toContain('application/json');
  });
});
