import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/adapters/db/schema';
import type { ProfileEditBody } from '../../src/contract/profile';
import { OwnProfile, PublicProfile } from '../../src/contract/user';
import { SERVER_MESSAGE_TEXT } from '../../src/domain/text/errors';
import { PROFILE_INPUT_TEXT as P } from '../../src/domain/text/profile';
import { VALIDATION_TEXT } from '../../src/domain/text/validation';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './helpers/test-app';

const picture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

const EDIT: ProfileEditBody = {
  name: '새이름',
  job: '유소년 코치\nU12 감독',
  introduction: '주말마다 아이들과 공을 찹니다.\n함께해요!',
  homepageUrl: 'https://kickoff.example.com',
  instagramUrl: 'https://www.instagram.com/kickoff',
  youtubeUrl: 'https://www.youtube.com/@kickoff',
  blogUrl: 'http://blog.naver.com/kickoff',
  profileImageUrl: null,
};

describe.each(ENGINES)('profile and password editing on %s', (engine) => {
  let t: TestApp;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    member = await t.signUp({ nickname: '원래이름' });
  });

  const edit = (body: unknown, token = member.token) =>
    t.request('PUT', '/api/user/profile', { token, json: body });
  const own = async (token = member.token) =>
    v.parse(OwnProfile, await (await t.request('GET', '/api/user/profile', { token })).json());

  const upload = async (token: string) => {
    const form = new FormData();
    form.append('image', new Blob([(await picture()) as BlobPart]), 'me.png');
    const res = await t.app.request('/api/image/profiles', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { url: string }).url;
  };

  it('saves name, job, introduction, links and an uploaded picture, and shows them to others', async () => {
    const url = await upload(member.token);
    const res = await edit({ ...EDIT, profileImageUrl: url });
    expect(res.status).toBe(200);
    const answered = v.parse(OwnProfile, await res.json());
    expect(answered).toMatchObject({ ...EDIT, profileImageUrl: url, id: member.id });
    expect(await own()).toEqual(answered);
    const visitor = v.parse(PublicProfile, await (await t.request('GET', `/api/user/${member.id}`)).json());
    expect(visitor).toMatchObject({
      name: '새이름',
      job: EDIT.job,
      blogUrl: EDIT.blogUrl,
      profileImageUrl: url,
    });
    // The current picture may be sent again unchanged; empty fields clear what they hold.
    const cleared = await edit({
      ...EDIT,
      profileImageUrl: url,
      job: '',
      introduction: '   ',
      homepageUrl: '',
      instagramUrl: null,
    });
    expect(await cleared.json()).toMatchObject({
      profileImageUrl: url,
      job: null,
      introduction: null,
      homepageUrl: null,
      instagramUrl: null,
    });
    expect((await (await edit({ ...EDIT, profileImageUrl: null })).json()) as object).toMatchObject({
      profileImageUrl: null,
    });
  });

  it('refuses bad input with a Korean reason and changes nothing', async () => {
    const before = await own();
    const cases: [unknown, string, string][] = [
      [{ ...EDIT, homepageUrl: 'javascript:alert(1)' }, 'homepageUrl', P.url],
      [{ ...EDIT, blogUrl: 'data:text/html,<b>x</b>' }, 'blogUrl', P.url],
      [{ ...EDIT, introduction: '가'.repeat(10_000) }, 'introduction', P.introductionLength],
      [{ ...EDIT, job: '한 줄\n두 줄\n세 줄' }, 'job', P.jobLines],
      [{ ...EDIT, name: '가' }, 'name', VALIDATION_TEXT.nicknameLength],
      [{ ...EDIT, profileImageUrl: 'https://evil.example.com/me.png' }, 'profileImageUrl', P.profileImage],
      [
        { ...EDIT, profileImageUrl: '/api/images/00000000-0000-4000-8000-000000000000.webp' },
        'profileImageUrl',
        P.profileImage,
      ],
      [{ ...EDIT, profileImageUrl: '/api/images/../../kickoff.lock' }, 'profileImageUrl', P.profileImage],
    ];
    for (const [body, field, reason] of cases) {
      const res = await edit(body);
      expect(res.status).toBe(400);
      const error = (await res.json()) as { errors: { field: string; reason: string }[] };
      expect(error.errors).toContainEqual({ field, reason });
    }
    expect(await own()).toEqual(before);
  });

  it('keeps names unique regardless of letter case, as sign-up does', async () => {
    await t.signUp({ nickname: 'Kim' });
    const taken = await edit({ ...EDIT, name: 'kim' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      message: 'Conflict',
      errors: [{ field: 'name', reason: VALIDATION_TEXT.nicknameTaken }],
    });
    expect((await own()).name).toBe('원래이름');
    // One's own name, in another case, is no clash; the old name is free afterwards.
    expect((await edit({ ...EDIT, name: '원래이름' })).status).toBe(200);
    expect((await edit({ ...EDIT, name: 'Member_1' })).status).toBe(200);
    expect((await edit({ ...EDIT, name: 'member_1' })).status).toBe(200);
    expect((await t.signUp({ nickname: '원래이름' })).nickname).toBe('원래이름');
  });

  const signIn = async (password: string) => {
    const res = await t.request('POST', '/api/auth/sign-in', { json: { email: member.email, password } });
    return {
      status: res.status,
      token: res.status === 200 ? ((await res.json()) as { token: string }).token : '',
    };
  };
  const change = (token: string, body: Record<string, string>) =>
    t.request('PATCH', '/api/user/profile/password', { token, json: body });

  it('changes the password: every other session is signed out, the caller continues', async () => {
    const phone = (await signIn(member.password)).token;
    const wrong = await change(member.token, {
      currentPassword: 'not-my-password',
      newPassword: 'brand-new-pass',
      newPasswordConfirm: 'brand-new-pass',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: 'Wrong Password',
      errors: [{ field: 'currentPassword', reason: SERVER_MESSAGE_TEXT['Wrong Password'] }],
    });
    const mismatch = await change(member.token, {
      currentPassword: member.password,
      newPassword: 'brand-new-pass',
      newPasswordConfirm: 'brand-new-pasS',
    });
    expect((await mismatch.json()) as object).toMatchObject({
      errors: [{ field: 'newPasswordConfirm', reason: P.passwordConfirmMismatch }],
    });
    // Nothing refused so far signed anyone out.
    expect((await t.request('GET', '/api/user/profile', { token: phone })).status).toBe(200);

    const res = await change(member.token, {
      currentPassword: member.password,
      newPassword: 'brand-new-pass',
      newPasswordConfirm: 'brand-new-pass',
    });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    for (const old of [member.token, phone]) {
      const refused = await t.request('GET', '/api/user/profile', { token: old });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: 'Unauthorized' });
    }
    expect((await own(token)).id).toBe(member.id);
    expect((await signIn(member.password)).status).toBe(401);
    expect((await signIn('brand-new-pass')).status).toBe(200);
  });

  it('refuses a password change to an account that has no password to check', async () => {
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.id));
    const res = await change(member.token, {
      currentPassword: 'anything',
      newPassword: 'brand-new-pass',
      newPasswordConfirm: 'brand-new-pass',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Wrong Password');
  });
});
