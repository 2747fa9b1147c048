import { Effect } from 'effect';
import type { AccountSettingsApi } from '../../application/account-settings/account-settings-api.port';
import { PROFILE_OPERATIONS as OPS } from '../../contract/profile.operations';
import { VISIBILITY_SETTINGS } from '../../domain/profile';
import { SERVER_MESSAGES } from '../../domain/server-messages';
import { SERVER_MESSAGE_TEXT } from '../../domain/text/errors';
import { PROFILE_INPUT_TEXT as P } from '../../domain/text/profile';
import { VALIDATION_TEXT } from '../../domain/text/validation';
import { fakeToken } from './fake-accounts';
import { badField, refuse, type FakeServer } from './fake-server';
import { ownProfile } from './fake-session-api';
import type { FakeStore, FakeUser } from './fake-store';
import { VISIBILITY_OPERATIONS } from '../visibility-operations';

/** An empty (or blank) optional field clears it, as the server stores it. */
const orNull = (text: string | null): string | null => (text === null || text.trim() === '' ? null : text);

const wrongPassword = (field: string): never =>
  refuse(400, SERVER_MESSAGES.wrongPassword, [
    { field, reason: SERVER_MESSAGE_TEXT[SERVER_MESSAGES.wrongPassword] },
  ]);

/** The account of the token, swapped for its changed record (the store's records are read-only). */
const accountOf = (s: FakeStore, id: number): FakeUser =>
  s.users.find((u) => u.id === id) ?? refuse(401, SERVER_MESSAGES.unauthorized);
const replace = (s: FakeStore, user: FakeUser) => {
  s.users[s.users.findIndex((u) => u.id === user.id)] = user;
  return user;
};

/**
 * 회원 탈퇴 on the fake store, as server/adapters/db/profiles.repository.ts does it: the account goes
 * (so its content reads as 탈퇴한 회원), follows end both ways, its notifications and drafts go;
 * published content, comments and likes stay.
 */
const erase = (s: FakeStore, id: number) => {
  s.users.splice(
    s.users.findIndex((u) => u.id === id),
    1,
  );
  s.follows.delete(id);
  for (const followees of s.follows.values()) followees.delete(id);
  for (let i = s.notifications.length - 1; i >= 0; i--)
    if (s.notifications[i]?.recipientId === id) s.notifications.splice(i, 1);
  for (const [key, c] of s.contents) if (c.authorId === id && c.isDraft) s.contents.delete(key);
};

/**
 * Account settings as server/application/profiles/profile-edit.use-case.ts plays them: the name unique
 * regardless of case (409 on `name`), a picture only from an upload here (or the current one), a wrong
 * password refused on its field. The demo has one browser, so "every other session signed out" has
 * nobody to sign out; the answer is a fresh token all the same.
 */
export const createFakeAccountSettingsApi = (fake: FakeServer): AccountSettingsApi => {
  const s = fake.store;
  return {
    editProfile: (body) =>
      fake.call(OPS.editProfile, { body }, ({ actor, body }) => {
        const user = accountOf(s, actor.id);
        const picture = orNull(body.profileImageUrl);
        if (picture !== null && picture !== user.profileImageUrl && !s.images.has(picture))
          return badField('profileImageUrl', P.profileImage);
        const name = body.name.toLowerCase();
        if (s.users.some((u) => u.id !== user.id && u.nickname.toLowerCase() === name))
          return refuse(409, SERVER_MESSAGES.conflict, [
            { field: 'name', reason: VALIDATION_TEXT.nicknameTaken },
          ]);
        const saved = replace(s, {
          ...user,
          nickname: body.name,
          job: orNull(body.job),
          introduction: orNull(body.introduction),
          homepageUrl: orNull(body.homepageUrl),
          instagramUrl: orNull(body.instagramUrl),
          youtubeUrl: orNull(body.youtubeUrl),
          blogUrl: orNull(body.blogUrl),
          profileImageUrl: picture,
        });
        return ownProfile(s, saved);
      }),
    changePassword: (body) =>
      fake.call(OPS.changePassword, { body }, ({ actor, body }) => {
        const user = accountOf(s, actor.id);
        if (user.password !== body.currentPassword) return wrongPassword('currentPassword');
        return { token: fakeToken(replace(s, { ...user, password: body.newPassword })) };
      }),
    setVisibility: (list, visible) =>
      fake
        .call(VISIBILITY_OPERATIONS[list], { body: { visible } }, ({ actor, body }) => {
          const user = accountOf(s, actor.id);
          user[VISIBILITY_SETTINGS[list]] = body.visible;
          return { visible: body.visible };
        })
        .pipe(Effect.map((answer) => answer.visible)),
    deleteAccount: (body) =>
      fake.call(OPS.deleteAccount, { body }, ({ actor, body }) => {
        const user = accountOf(s, actor.id);
        // Every demo account has a password (the demo has no social sign-in).
        if (body.password === undefined) return badField('password', VALIDATION_TEXT.required);
        if (user.password !== body.password) return wrongPassword('password');
        erase(s, user.id);
      }),
  };
};
