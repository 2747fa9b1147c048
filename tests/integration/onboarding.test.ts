import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/adapters/db/schema';
import type { SocialProvider } from '../../src/domain/social-login';
import { isPlaceholderNickname } from '../../src/domain/social-login';
import { BIRTH_DATE_TEXT } from '../../src/domain/text/birth-date';
import { ONBOARDING_TEXT } from '../../src/domain/text/social-login';
import { VALIDATION_TEXT } from '../../src/domain/text/validation';
import { type LocalProviders, startLocalProviders } from '../fixtures/local-oauth-provider';
import { APP_BASE_URL, exchange, rowCounts, socialSignIn } from './helpers/social-login';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app';
import { onboardingBody } from '../fixtures/new-member';

/** The 409 the onboarding answers for a nickname someone already has (any letter case). */
const NICKNAME_TAKEN = {
  message: 'Conflict',
  errors: [{ field: 'nickname', reason: VALIDATION_TEXT.nicknameTaken }],
};

let serial = 0;

describe.each(ENGINES)('onboarding nickname uniqueness on %s', (engine) => {
  let t: TestApp;
  let p: LocalProviders;
  beforeAll(async () => {
    p = await startLocalProviders(APP_BASE_URL);
    t = await createTestApp({ engine, env: { ...p.env, PUBLIC_URL: APP_BASE_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await p?.close();
  });
  beforeEach(() => t.reset());

  /** A first social sign-in: a new account whose profile is still to be made, and its token. */
  const incompleteAccount = async (provider: SocialProvider) => {
    serial += 1;
    const login = provider === 'kakao' ? String(8_000_000 + serial) : `${provider}-onboard-${serial}`;
    const result = await socialSignIn(t, provider, { login });
    expect(result).toMatchObject({ status: 302, path: '/login/oauth', reason: null });
    const { status, body } = await exchange(t, result.code as string);
    expect(status).toBe(200);
    expect(body.outcome).toBe('signedIn');
    const token = body.token as string;
    const profile = (await (await t.request('GET', '/api/user/profile', { token })).json()) as {
      id: number;
      name: string;
      profileComplete: boolean;
    };
    expect(profile.profileComplete).toBe(false);
    expect(isPlaceholderNickname(profile.name)).toBe(true);
    return { token, id: profile.id };
  };

  const onboard = (token: string, nickname: string, job?: string) =>
    t.request('POST', '/api/user/onboarding', {
      token,
      json: onboardingBody({ nickname, ...(job ? { job } : {}) }),
    });

  const rowOf = async (id: number) => {
    const [row] = await t.db
      .select({
        nickname: users.nickname,
        job: users.job,
        profileCompletedAt: users.profileCompletedAt,
        termsAcceptedAt: users.termsAcceptedAt,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };

  it('refuses a taken nickname with 409 and changes nothing, then accepts a free one', async () => {
    // Taken by a finished social onboarding and by an email account (in another letter case).
    const first = await incompleteAccount('kakao');
    expect((await onboard(first.token, '새싹코치', '유소년 코치')).status).toBe(204);
    const member = await t.signUp({ nickname: 'CoachKim' });

    const second = await incompleteAccount('naver');
    const before = await rowOf(second.id);
    const firstBefore = await rowOf(first.id);
    const countsBefore = await rowCounts(t);
    expect(before).toMatchObject({ job: null, profileCompletedAt: null, termsAcceptedAt: null });

    for (const taken of ['새싹코치', 'coachkim', member.nickname]) {
      const refused = await onboard(second.token, taken, '학부모');
      expect(refused.status, taken).toBe(409);
      expect(await refused.json()).toEqual(NICKNAME_TAKEN);
    }

    // Nothing changed: the account is still incomplete and refused elsewhere, the owners keep their names.
    expect(await rowOf(second.id)).toEqual(before);
    expect(await rowOf(first.id)).toEqual(firstBefore);
    expect(await rowCounts(t)).toEqual(countsBefore);
    const stillIncomplete = await t.request('GET', '/api/notifications', { token: second.token });
    expect(stillIncomplete.status).toBe(403);
    expect(await stillIncomplete.json()).toEqual({
      message: 'Profile Incomplete',
      detailedMessage: ONBOARDING_TEXT.required,
    });

    // A free nickname goes through, on the same token.
    const done = await onboard(second.token, '꿈나무코치', '학부모');
    expect(done.status).toBe(204);
    const after = await rowOf(second.id);
    expect(after).toMatchObject({
      nickname: '꿈나무코치',
      job: '학부모',
      tokenVersion: before?.tokenVersion,
    });
    expect(after?.profileCompletedAt).toBeInstanceOf(Date);
    expect(after?.termsAcceptedAt).toBeInstanceOf(Date);
    const profile = await t.request('GET', '/api/user/profile', { token: second.token });
    expect(await profile.json()).toMatchObject({ id: second.id, name: '꿈나무코치', profileComplete: true });
    expect((await t.request('GET', '/api/notifications', { token: second.token })).status).toBe(200);
    expect(await rowOf(first.id)).toEqual(firstBefore);
  });

  it('requires a date of birth (issue 23): without one, or blank, 400 with its Korean reason and nothing changes', async () => {
    const account = await incompleteAccount('kakao');
    const before = await rowOf(account.id);
    for (const birthDate of [undefined, '', '  ']) {
      const refused = await t.request('POST', '/api/user/onboarding', {
        token: account.token,
        json: onboardingBody({ nickname: '생일없음', birthDate }),
      });
      expect(refused.status, String(birthDate)).toBe(400);
      expect(await refused.json()).toEqual({
        message: 'Bad Request',
        errors: [{ field: 'birthDate', reason: BIRTH_DATE_TEXT.required }],
      });
    }
    expect(await rowOf(account.id)).toEqual(before);
    expect((await t.request('GET', '/api/notifications', { token: account.token })).status).toBe(403);
    expect((await onboard(account.token, '생일없음')).status).toBe(204);
  });

  it('lets only one of two accounts racing for the same nickname have it', async () => {
    const a = await incompleteAccount('google');
    const b = await incompleteAccount('kakao');
    const answers = await Promise.all([onboard(a.token, 'Rival'), onboard(b.token, 'rival')]);
    expect(answers.map((r) => r.status).sort()).toEqual([204, 409]);
    const loser = answers.findIndex((r) => r.status === 409);
    expect(await answers[loser]?.json()).toEqual(NICKNAME_TAKEN);
    const [rowA, rowB] = [await rowOf(a.id), await rowOf(b.id)];
    const [winnerRow, loserRow] = loser === 0 ? [rowB, rowA] : [rowA, rowB];
    expect(winnerRow?.nickname.toLowerCase()).toBe('rival');
    expect(winnerRow?.profileCompletedAt).toBeInstanceOf(Date);
    expect(isPlaceholderNickname(loserRow?.nickname ?? '')).toBe(true);
    expect(loserRow?.profileCompletedAt).toBeNull();
  });
});
