import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../content/demo';
import { DELETED_MEMBER_NAME, VISIBILITY_LISTS, VISIBILITY_SETTINGS } from '../../src/domain/profile';
import { SERVER_MESSAGE_TEXT } from '../../src/domain/text/errors';
import { PROFILE_INPUT_TEXT as P } from '../../src/domain/text/profile';
import { VALIDATION_TEXT } from '../../src/domain/text/validation';
import type { ProfileEditBody } from '../../src/contract/profile';
import { signUpBody } from '../fixtures/new-member';
import { ENGINES } from '../integration/helpers/test-app';
import { demoId, outcome, run, signOut, signUpAs } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Ports, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

/** A 1×1 PNG: enough for the server to sniff and re-encode. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const EDITOR_NAME = DEMO_USERS.find((u) => u.key === 'editor1')?.nickname ?? '';

const editBody = (overrides: Partial<ProfileEditBody> = {}): ProfileEditBody => ({
  name: '설정테스터',
  job: '유소년 코치\nU-12 담당',
  introduction: '아이들과 함께 뛰는 코치입니다.\n주말마다 훈련합니다.',
  homepageUrl: 'https://kickoff.example/coach',
  instagramUrl: '',
  youtubeUrl: null,
  blogUrl: 'http://blog.kickoff.example',
  profileImageUrl: null,
  ...overrides,
});

/** The own profile without what differs between the two sides for a new member (its id). */
const mine = async (p: Ports) => ({ ...(await run(p.sessionApi.profile())), id: 0 });

describe.each(ENGINES)('contract: account settings on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('saves the editable profile in Korean, clearing blank links, and shows it to others', async () => {
    const [fake, real] = await sides.both(async (p) => {
      const id = await signUpAs(p, 'Settings1');
      const saved = await run(p.accountSettingsApi.editProfile(editBody()));
      signOut(p);
      const seen = await run(p.usersApi.user(id));
      return { saved: { ...saved, id: 0 }, seen: { ...seen, id: 0 } };
    });
    expect(fake).toEqual(real);
    expect(real.saved).toMatchObject({
      name: '설정테스터',
      job: '유소년 코치\nU-12 담당',
      homepageUrl: 'https://kickoff.example/coach',
      instagramUrl: null,
      youtubeUrl: null,
      blogUrl: 'http://blog.kickoff.example',
    });
    expect(real.seen).toMatchObject({ name: '설정테스터', introduction: real.saved.introduction });
  });

  it('refuses a taken name, a javascript: link, a long introduction and a foreign picture; nothing changes', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signUpAs(p, 'Taken2');
      await signUpAs(p, 'Settings2');
      const before = await mine(p);
      // Each refusal would otherwise be a fine edit: only the one bad field differs.
      const edit = (overrides: Partial<ProfileEditBody>) => editBody({ name: 'Settings2', ...overrides });
      const answers = {
        taken: await outcome(p.accountSettingsApi.editProfile(edit({ name: EDITOR_NAME }))),
        takenOtherCase: await outcome(p.accountSettingsApi.editProfile(edit({ name: 'TAKEN2' }))),
        script: await outcome(p.accountSettingsApi.editProfile(edit({ homepageUrl: 'javascript:alert(1)' }))),
        long: await outcome(p.accountSettingsApi.editProfile(edit({ introduction: '가'.repeat(10_000) }))),
        threeLines: await outcome(p.accountSettingsApi.editProfile(edit({ job: '하나\n둘\n셋' }))),
        short: await outcome(p.accountSettingsApi.editProfile(edit({ name: '가' }))),
        foreign: await outcome(
          p.accountSettingsApi.editProfile(edit({ profileImageUrl: 'https://evil.example/me.png' })),
        ),
      };
      return { answers, unchanged: (await mine(p)).name === before.name };
    });
    expect(fake).toEqual(real);
    const { answers } = real;
    expect(answers.taken).toEqual({
      ok: false,
      tag: 'Conflict',
      message: 'Conflict',
      errors: [{ field: 'name', reason: VALIDATION_TEXT.nicknameTaken }],
    });
    expect(answers.takenOtherCase).toEqual(answers.taken);
    expect(answers.script).toMatchObject({
      tag: 'BadRequest',
      errors: [{ field: 'homepageUrl', reason: P.url }],
    });
    expect(answers.long).toMatchObject({
      tag: 'BadRequest',
      errors: [{ field: 'introduction', reason: P.introductionLength }],
    });
    expect(answers.threeLines).toMatchObject({ errors: [{ field: 'job', reason: P.jobLines }] });
    expect(answers.short).toMatchObject({
      errors: [{ field: 'name', reason: VALIDATION_TEXT.nicknameLength }],
    });
    expect(answers.foreign).toMatchObject({ errors: [{ field: 'profileImageUrl', reason: P.profileImage }] });
    expect(real.unchanged).toBe(true);
  });

  it('takes a picture uploaded to /api/image/profiles, keeps it, and removes it with null', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signUpAs(p, 'Settings3');
      const edit = (overrides: Partial<ProfileEditBody>) => editBody({ name: 'Settings3', ...overrides });
      const progress: number[] = [];
      const url = await run(
        p.imageUpload.upload('profile', new Blob([PNG], { type: 'image/png' }), (f) => progress.push(f)),
      );
      const saved = await run(p.accountSettingsApi.editProfile(edit({ profileImageUrl: url })));
      // Saving again with the current picture keeps it.
      const kept = await run(p.accountSettingsApi.editProfile(edit({ profileImageUrl: url, job: null })));
      const removed = await run(p.accountSettingsApi.editProfile(edit({ profileImageUrl: null })));
      return {
        saved: saved.profileImageUrl === url,
        kept: kept.profileImageUrl === url && kept.job === null,
        removed: removed.profileImageUrl,
        progressed: progress.at(-1) === 1,
      };
    });
    expect(fake).toEqual(real);
    expect(real).toEqual({ saved: true, kept: true, removed: null, progressed: true });
  });

  it('hides and shows each of the five lists, one toggle at a time', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signUpAs(p, 'Settings4');
      const steps: Record<string, unknown>[] = [];
      for (const list of VISIBILITY_LISTS) {
        const hidden = await run(p.accountSettingsApi.setVisibility(list, false));
        const profile = await mine(p);
        steps.push({ list, hidden, field: profile[VISIBILITY_SETTINGS[list]] });
      }
      const shown = await run(p.accountSettingsApi.setVisibility('liked-article', true));
      const after = await mine(p);
      signOut(p);
      const visitor = await outcome(p.accountSettingsApi.setVisibility('comment', false));
      return {
        steps,
        shown,
        likedArticle: after.likedArticleVisibility,
        comment: after.articleCommentVisibility,
        visitor,
      };
    });
    expect(fake).toEqual(real);
    expect(real.steps).toEqual(VISIBILITY_LISTS.map((list) => ({ list, hidden: false, field: false })));
    expect(real).toMatchObject({ shown: true, likedArticle: true, comment: false });
    expect(real.visitor).toMatchObject({ ok: false, tag: 'Unauthorized' });
  });

  it('changes the password with the current one and answers a token this session goes on with', async () => {
    const [fake, real] = await sides.both(async (p) => {
      const id = await signUpAs(p, 'Settings5');
      const change = (currentPassword: string, newPassword: string, newPasswordConfirm = newPassword) =>
        outcome(p.accountSettingsApi.changePassword({ currentPassword, newPassword, newPasswordConfirm }));
      const wrong = await change('not-my-password', 'new-password-1');
      const mismatch = await change('contract-1234', 'new-password-1', 'new-password-2');
      const same = await change('contract-1234', 'contract-1234');
      const changed = await run(
        p.accountSettingsApi.changePassword({
          currentPassword: 'contract-1234',
          newPassword: 'new-password-1',
          newPasswordConfirm: 'new-password-1',
        }),
      );
      p.tokens.set(changed.token);
      const stillIn = (await run(p.sessionApi.profile())).id === id;
      signOut(p);
      const email = 'settings5@contract.example';
      const oldPassword = (await outcome(p.sessionApi.signIn({ email, password: 'contract-1234' }))).ok;
      const newPassword = (await outcome(p.sessionApi.signIn({ email, password: 'new-password-1' }))).ok;
      return { wrong, mismatch, same, stillIn, oldPassword, newPassword };
    });
    expect(fake).toEqual(real);
    expect(real.wrong).toEqual({
      ok: false,
      tag: 'BadRequest',
      message: 'Wrong Password',
      errors: [{ field: 'currentPassword', reason: SERVER_MESSAGE_TEXT['Wrong Password'] }],
    });
    expect(real.mismatch).toMatchObject({
      errors: [{ field: 'newPasswordConfirm', reason: P.passwordConfirmMismatch }],
    });
    expect(real.same).toMatchObject({ errors: [{ field: 'newPassword', reason: P.passwordSame }] });
    expect(real).toMatchObject({ stillIn: true, oldPassword: false, newPassword: true });
  });

  // The demo has one browser, so only the server has other sessions to sign out (token version).
  it('signs the old session out on the server once the password changed', async () => {
    const p = sides.real;
    await signUpAs(p, 'Settings6');
    const oldToken = p.tokens.get() ?? '';
    const { token } = await run(
      p.accountSettingsApi.changePassword({
        currentPassword: 'contract-1234',
        newPassword: 'new-password-6',
        newPasswordConfirm: 'new-password-6',
      }),
    );
    p.tokens.set(oldToken);
    expect(await outcome(p.sessionApi.profile())).toMatchObject({ ok: false, tag: 'Unauthorized' });
    p.tokens.set(token);
    expect((await outcome(p.sessionApi.profile())).ok).toBe(true);
  });

  it('deletes an account with its password: content stays by 탈퇴한 회원, the email is free again', async () => {
    const article = { kind: 'article' as const, id: demoId('ball-mastery') };
    const [fake, real] = await sides.both(async (p) => {
      const id = await signUpAs(p, 'Settings7');
      const comment = await run(p.commentsApi.create(article, '탈퇴 전에 남기는 댓글'));
      const missing = await outcome(p.accountSettingsApi.deleteAccount({}));
      const wrong = await outcome(p.accountSettingsApi.deleteAccount({ password: 'not-my-password' }));
      const deleted = await outcome(p.accountSettingsApi.deleteAccount({ password: 'contract-1234' }));
      const ownAfter = await outcome(p.sessionApi.profile());
      signOut(p);
      const publicAfter = await outcome(p.usersApi.user(id));
      const page = await run(p.commentsApi.page(article, comment.page));
      const author = page.data.find((c) => c.id === comment.id)?.author.authorName;
      const again = (
        await outcome(
          p.sessionApi.signUp(
            signUpBody({
              email: 'settings7@contract.example',
              password: 'contract-1234',
              nickname: 'Settings7b',
            }),
          ),
        )
      ).ok;
      signOut(p);
      return { missing, wrong, deleted, ownAfter, publicAfter, author, again };
    });
    expect(fake).toEqual(real);
    expect(real.missing).toMatchObject({
      tag: 'BadRequest',
      errors: [{ field: 'password', reason: VALIDATION_TEXT.required }],
    });
    expect(real.wrong).toMatchObject({
      tag: 'BadRequest',
      message: 'Wrong Password',
      errors: [{ field: 'password' }],
    });
    expect(real.deleted).toEqual({ ok: true, value: undefined });
    expect(real.ownAfter).toMatchObject({ ok: false, tag: 'Unauthorized' });
    expect(real.publicAfter).toMatchObject({ ok: false, tag: 'NotFound', message: 'User Not Found' });
    expect(real).toMatchObject({ author: DELETED_MEMBER_NAME, again: true });
  });
});
