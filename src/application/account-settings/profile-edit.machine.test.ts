import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { ProfileEditBody } from '../../contract/profile';
import type { OwnProfile } from '../../contract/user';
import { PROFILE_EDIT_TEXT as T } from '../../domain/text/account-settings';
import { EDITOR_TEXT } from '../../domain/text/editor';
import { PROFILE_INPUT_TEXT as P } from '../../domain/text/profile';
import { VALIDATION_TEXT } from '../../domain/text/validation';
import { apiErrorFromStatus } from '../errors';
import { deferred, dropped, flush } from '../machine-test-support';
import { type PictureUploadInput, type ProfileEditEvent, profileEditMachine } from './profile-edit.machine';

const makeProfile = (overrides: Partial<OwnProfile> = {}): OwnProfile => ({
  id: 7,
  profileImageUrl: '/api/images/old.webp',
  name: '민준맘',
  email: 'user1@kickoff.example',
  role: 'USER',
  phoneNumber: null,
  job: '초등 3학년 축구 꿈나무 엄마',
  introduction: null,
  homepageUrl: null,
  instagramUrl: null,
  youtubeUrl: null,
  blogUrl: null,
  followerCount: 0,
  followingCount: 0,
  boardPostVisibility: true,
  articleCommentVisibility: true,
  boardCommentVisibility: true,
  likedArticleVisibility: true,
  likedBoardPostVisibility: true,
  receivedPostLikes: 0,
  receivedCommentLikes: 0,
  userLevel: 'LEVEL_1',
  provider: 'LOCAL',
  profileComplete: true,
  ...overrides,
});

/** A file as the picker gives it: only its type and size matter before the upload. */
const file = (type: string, size: number) => ({ type, size }) as Blob;

/** The machine with a save the test settles by hand and an upload it drives event by event. */
const setup = () => {
  const saves: ProfileEditBody[] = [];
  let save = deferred<OwnProfile>();
  const uploads: { input: PictureUploadInput; send: (e: ProfileEditEvent) => void; aborted: boolean }[] = [];
  const machine = profileEditMachine.provide({
    actors: {
      saveProfile: fromPromise<OwnProfile, ProfileEditBody>(({ input }) => {
        saves.push(input);
        return save.promise;
      }),
      uploadPicture: fromCallback<ProfileEditEvent, PictureUploadInput>(({ input, sendBack }) => {
        const entry = { input, send: sendBack, aborted: false };
        uploads.push(entry);
        return () => {
          entry.aborted = true;
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { profile: makeProfile() } }).start();
  const saved: OwnProfile[] = [];
  actor.on('saved', (e) => saved.push(e.profile));
  const change = (field: Extract<ProfileEditEvent, { type: 'profile.change' }>['field'], value: string) =>
    actor.send({ type: 'profile.change', field, value });
  return {
    actor,
    saves,
    uploads,
    saved,
    change,
    settle: (profile: OwnProfile) => save.resolve(profile),
    refuse: (error: unknown) => save.reject(error),
    renew: () => {
      save = deferred<OwnProfile>();
    },
  };
};

describe('edit-profile machine', () => {
  it('starts editing with the saved profile in the inputs', () => {
    const { actor } = setup();
    expect(actor.getSnapshot().value).toEqual({ form: 'editing', picture: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({
      values: { name: '민준맘', job: '초등 3학년 축구 꿈나무 엄마', introduction: '', homepageUrl: '' },
      picture: '/api/images/old.webp',
    });
  });

  it('saves once however often it is submitted, then shows and announces what the server kept', async () => {
    const { actor, saves, saved, change, settle } = setup();
    change('name', '  새이름코치 ');
    change('job', '유소년 코치\nU-12 담당');
    change('homepageUrl', 'https://kickoff.example');
    actor.send({ type: 'profile.submit' });
    actor.send({ type: 'profile.submit' });
    expect(actor.getSnapshot().matches({ form: 'saving' })).toBe(true);
    expect(saves).toEqual([
      {
        name: '새이름코치',
        job: '유소년 코치\nU-12 담당',
        introduction: null,
        homepageUrl: 'https://kickoff.example',
        instagramUrl: null,
        youtubeUrl: null,
        blogUrl: null,
        profileImageUrl: '/api/images/old.webp',
      },
    ]);
    const answer = makeProfile({ name: '새이름코치', job: '유소년 코치\nU-12 담당' });
    settle(answer);
    await flush();
    expect(actor.getSnapshot().matches({ form: 'saved' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ profile: answer, errors: {}, formError: null });
    expect(saved).toEqual([answer]);
  });

  it('sends nothing for bad input and shows each Korean reason on its field', () => {
    const { actor, saves, change } = setup();
    change('name', '가');
    change('introduction', '가'.repeat(10_000));
    change('blogUrl', 'javascript:alert(1)');
    change('job', '하나\n둘\n셋');
    actor.send({ type: 'profile.submit' });
    expect(saves).toEqual([]);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({
      name: VALIDATION_TEXT.nicknameLength,
      introduction: P.introductionLength,
      blogUrl: P.url,
      job: P.jobLines,
    });
    expect(actor.getSnapshot().context.formError).toBe(T.fixErrors);
    // Typing in a field clears its reason.
    change('blogUrl', 'https://blog.kickoff.example');
    expect(actor.getSnapshot().context.errors.blogUrl).toBeUndefined();
  });

  it('puts the server’s reason for a taken name on the name field', async () => {
    const { actor, change, refuse } = setup();
    change('name', '박정훈코치');
    actor.send({ type: 'profile.submit' });
    refuse(
      apiErrorFromStatus(409, {
        message: 'Conflict',
        errors: [{ field: 'name', reason: VALIDATION_TEXT.nicknameTaken }],
      }),
    );
    await flush();
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      errors: { name: VALIDATION_TEXT.nicknameTaken },
      formError: null,
    });
    change('name', '다른이름');
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
  });

  it('says in Korean when the connection fails, and saves again on the next submit', async () => {
    const { actor, saves, refuse, renew } = setup();
    actor.send({ type: 'profile.submit' });
    refuse(dropped());
    await flush();
    expect(actor.getSnapshot().context.formError).toBe(T.saveFailed);
    renew();
    actor.send({ type: 'profile.submit' });
    expect(saves).toHaveLength(2);
  });

  it('refuses an SVG and a 20 MB picture before uploading anything', () => {
    const { actor, uploads } = setup();
    actor.send({ type: 'picture.choose', file: file('image/svg+xml', 2_000) });
    expect(actor.getSnapshot().context.errors.profileImageUrl).toBe(EDITOR_TEXT.uploadNotImage);
    actor.send({ type: 'picture.choose', file: file('image/png', 20 * 1024 * 1024) });
    expect(actor.getSnapshot().context.errors.profileImageUrl).toBe(EDITOR_TEXT.uploadTooLarge);
    expect(uploads).toEqual([]);
    expect(actor.getSnapshot().context.picture).toBe('/api/images/old.webp');
  });

  it('uploads a picture with progress, waits for it before saving, then saves its URL', () => {
    const { actor, uploads, saves } = setup();
    const png = file('image/png', 50_000);
    actor.send({ type: 'picture.choose', file: png });
    expect(actor.getSnapshot().matches({ picture: 'uploading' })).toBe(true);
    expect(uploads[0]?.input.file).toBe(png);
    uploads[0]?.send({ type: 'picture.progress', fraction: 0.4 });
    expect(actor.getSnapshot().context.progress).toBe(0.4);
    actor.send({ type: 'profile.submit' });
    expect(saves).toEqual([]);
    expect(actor.getSnapshot().context.formError).toBe(T.waitForPicture);
    uploads[0]?.send({ type: 'picture.progress', fraction: 1 });
    uploads[0]?.send({ type: 'picture.done', url: '/api/images/new.webp' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing', picture: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ picture: '/api/images/new.webp', formError: null });
    actor.send({ type: 'profile.submit' });
    expect(saves[0]?.profileImageUrl).toBe('/api/images/new.webp');
  });

  it('cancels an upload (aborting it) and keeps the old picture; a failed one says why', () => {
    const { actor, uploads } = setup();
    actor.send({ type: 'picture.choose', file: file('image/jpeg', 1_000) });
    actor.send({ type: 'picture.cancel' });
    expect(uploads[0]?.aborted).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ picture: '/api/images/old.webp', progress: 0 });
    actor.send({ type: 'picture.choose', file: file('image/jpeg', 1_000) });
    uploads[1]?.send({ type: 'picture.failed', message: T.pictureFailed });
    expect(actor.getSnapshot().matches({ picture: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.errors.profileImageUrl).toBe(T.pictureFailed);
  });

  it('ignores edits, a new picture or a removal while saving, and removes the picture otherwise', async () => {
    const { actor, uploads, saves, settle, change } = setup();
    actor.send({ type: 'profile.submit' });
    change('name', '바뀐이름');
    actor.send({ type: 'picture.choose', file: file('image/png', 1_000) });
    actor.send({ type: 'picture.remove' });
    expect(uploads).toEqual([]);
    expect(actor.getSnapshot().context.values.name).toBe('민준맘');
    expect(actor.getSnapshot().context.picture).toBe('/api/images/old.webp');
    settle(makeProfile());
    await flush();
    actor.send({ type: 'picture.remove' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing', picture: 'idle' });
    expect(actor.getSnapshot().context.picture).toBeNull();
    expect(saves).toHaveLength(1);
  });
});
