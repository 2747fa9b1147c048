import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BIRTH_DATE_TEXT as B } from '../../src/domain/text/birth-date';
import { VALIDATION_TEXT as T } from '../../src/domain/text/validation';
import { signUpBody as newMemberBody } from '../fixtures/new-member';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';

const HANGUL = /[\uAC00-\uD7A3]/;

describe.each(ENGINES)('accounts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const signUpBody = newMemberBody({
    email: 'minjun@example.com',
    password: 'goal-1234!',
    nickname: '민준아빠',
    job: '학부모',
  });

  it('signs up with 201 and a token, then signs in with the same credentials', async () => {
    const res = await t.request('POST', '/api/auth/sign-up', { json: signUpBody });
    expect(res.status).toBe(201);
    const { token } = (await res.json()) as { token: string };
    expect(token.split('.')).toHaveLength(3);
    const signIn = await t.request('POST', '/api/auth/sign-in', {
      json: { email: 'MINJUN@example.com ', password: signUpBody.password },
    });
    expect(signIn.status).toBe(200);
    const profile = await t.request('GET', '/api/user/profile', {
      token: ((await signIn.json()) as { token: string }).token,
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      name: '민준아빠',
      email: 'minjun@example.com',
      job: '학부모',
      role: 'USER',
    });
  });

  it.each([
    ['email', { ...signUpBody, email: 'not-an-email' }, T.email],
    ['email', { ...signUpBody, email: undefined }, T.required],
    ['password', { ...signUpBody, password: 'short' }, T.passwordLength],
    ['password', { ...signUpBody, password: 'x'.repeat(65) }, T.passwordLength],
    ['nickname', { ...signUpBody, nickname: '김' }, T.nicknameLength],
    ['nickname', { ...signUpBody, nickname: '가'.repeat(17) }, T.nicknameLength],
    ['nickname', { ...signUpBody, nickname: '민준 아빠!' }, T.nicknameChars],
    ['nickname', { ...signUpBody, nickname: 42 }, T.required],
    ['job', { ...signUpBody, job: 'j'.repeat(41) }, T.jobLength],
    // Issue 23: the API requires the date of birth the form asks, not only the form.
    ['birthDate', { ...signUpBody, birthDate: undefined }, B.required],
    ['birthDate', { ...signUpBody, birthDate: '' }, B.required],
    ['birthDate', { ...signUpBody, birthDate: null }, B.required],
    ['birthDate', { ...signUpBody, birthDate: '2013-02-30' }, B.invalid],
  ])('refuses a bad %s on sign-up with 400 and a Korean reason (%#)', async (field, body, reason) => {
    const res = await t.request('POST', '/api/auth/sign-up', { json: body });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { message: string; errors: { field: string; reason: string }[] };
    expect(json.errors).toEqual([{ field, reason }]);
    expect(json.errors[0]?.reason).toMatch(HANGUL);
  });

  it('reports every bad field once', async () => {
    const res = await t.request('POST', '/api/auth/sign-up', {
      json: { email: 'x', password: '1', nickname: '' },
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: { field: string }[] };
    expect(errors.map((e) => e.field).sort()).toEqual(['birthDate', 'email', 'nickname', 'password']);
  });

  it('makes no account for a sign-up without a date of birth (issue 23)', async () => {
    const { birthDate: _, ...withoutBirthDate } = signUpBody;
    const res = await t.request('POST', '/api/auth/sign-up', { json: withoutBirthDate });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Bad Request',
      errors: [{ field: 'birthDate', reason: B.required }],
    });
    const signIn = await t.request('POST', '/api/auth/sign-in', {
      json: { email: signUpBody.email, password: signUpBody.password },
    });
    expect(signIn.status).toBe(401);
    expect((await t.request('POST', '/api/auth/sign-up', { json: signUpBody })).status).toBe(201);
  });

  it('refuses a body that is not JSON, or not an object, with 400', async () => {
    const malformed = await t.request('POST', '/api/auth/sign-up', {
      headers: { 'Content-Type': 'application/json' },
      json: undefined,
    });
    expect(malformed.status).toBe(400);
    const broken = await t.app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": "a@b.co", ',
    });
    expect(broken.status).toBe(400);
    const body = (await broken.json()) as { message: string; errors: { reason: string }[] };
    expect(body.message).toBe('Bad Request');
    expect(body.errors[0]?.reason).toMatch(HANGUL);
    const array = await t.request('POST', '/api/auth/sign-in', { json: [1, 2] });
    expect(array.status).toBe(400);
  });

  it('answers 409 with Korean reasons for a taken email or nickname (nickname ignoring Latin case)', async () => {
    await t.request('POST', '/api/auth/sign-up', { json: { ...signUpBody, nickname: 'CoachKim' } });
    const email = await t.request('POST', '/api/auth/sign-up', {
      json: { ...signUpBody, nickname: '다른사람' },
    });
    expect(email.status).toBe(409);
    expect(await email.json()).toEqual({
      message: 'Conflict',
      errors: [{ field: 'email', reason: T.emailTaken }],
    });
    const nickname = await t.request('POST', '/api/auth/sign-up', {
      json: { ...signUpBody, email: 'other@example.com', nickname: 'coachkim' },
    });
    expect(nickname.status).toBe(409);
    expect(await nickname.json()).toEqual({
      message: 'Conflict',
      errors: [{ field: 'nickname', reason: T.nicknameTaken }],
    });
  });

  it('gives the same status and body for an unknown email and a wrong password', async () => {
    await t.request('POST', '/api/auth/sign-up', { json: signUpBody });
    const unknown = await t.request('POST', '/api/auth/sign-in', {
      json: { email: 'nobody@example.com', password: signUpBody.password },
    });
    const wrong = await t.request('POST', '/api/auth/sign-in', {
      json: { email: signUpBody.email, password: 'wrong-password' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const body = await unknown.json();
    expect(await wrong.json()).toEqual(body);
    expect(body).toEqual({
      message: 'Bad credentials',
      errors: [{ field: 'password', reason: T.badCredentials }],
    });
  });

  it('refuses sign-in input that is not even well-formed with 400', async () => {
    const res = await t.request('POST', '/api/auth/sign-in', { json: { email: 'a@b.co', password: '' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'password', reason: T.required },
    ]);
  });

  it('ignores a stale token on the sign-in and sign-up routes', async () => {
    const res = await t.request('POST', '/api/auth/sign-up', { json: signUpBody, token: 'stale.token.here' });
    expect(res.status).toBe(201);
  });
});
