import type { SessionApi } from '../../application/ports/session-api.port';
import type { UsersApi } from '../../application/ports/users-api.port';
import { AUTH_OPERATIONS as AUTH } from '../../contract/auth.operations';
import { USER_OPERATIONS as USER } from '../../contract/user.operations';
import { levelKey } from '../../domain/level';
import { SERVER_MESSAGES } from '../../domain/server-messages';
import { VALIDATION_TEXT } from '../../domain/text/validation';
import type { Viewer } from '../../domain/viewer';
import { fakeToken } from './fake-accounts';
import { followerCount, followingCount, isFollowing, levelOf, receivedLikes } from './fake-counts';
import { notFound, refuse, type FakeServer } from './fake-server';
import { FAKE_VISIBLE_LISTS, type FakeStore, type FakeUser } from './fake-store';

const publicFields = (s: FakeStore, u: FakeUser) => ({
  id: u.id,
  name: u.nickname,
  profileImageUrl: u.profileImageUrl,
  role: u.role,
  job: u.job,
  introduction: u.introduction,
  homepageUrl: u.homepageUrl,
  instagramUrl: u.instagramUrl,
  youtubeUrl: u.youtubeUrl,
  blogUrl: u.blogUrl,
  followerCount: followerCount(s, u.id),
  followingCount: followingCount(s, u.id),
  userLevel: levelKey(levelOf(s, u.id)),
});

export const ownProfile = (s: FakeStore, u: FakeUser) => {
  const received = receivedLikes(s, u.id);
  return {
    ...publicFields(s, u),
    email: u.email,
    phoneNumber: null,
    boardPostVisibility: u.boardPostVisibility,
    articleCommentVisibility: u.articleCommentVisibility,
    boardCommentVisibility: u.boardCommentVisibility,
    likedArticleVisibility: u.likedArticleVisibility,
    likedBoardPostVisibility: u.likedBoardPostVisibility,
    receivedPostLikes: received.postLikes,
    receivedCommentLikes: received.commentLikes,
    provider: 'LOCAL',
    // Demo accounts sign up with the form, which completes the profile at once.
    profileComplete: true,
  };
};

/** Accounts (server: sign-in, sign-up and profile use cases), with the same answers to bad input. */
export const createFakeSessionApi = (fake: FakeServer): SessionApi => ({
  signIn: (request) =>
    fake.call(AUTH.signIn, { body: request }, ({ body }) => {
      const user = fake.store.users.find((u) => u.email === body.email);
      if (!user || user.password !== body.password)
        return refuse(401, SERVER_MESSAGES.badCredentials, [
          { field: 'password', reason: VALIDATION_TEXT.badCredentials },
        ]);
      return { token: fakeToken(user) };
    }),
  signUp: (request) =>
    fake.call(AUTH.signUp, { body: request }, ({ body }) => {
      const users = fake.store.users;
      const clashes = [
        ...(users.some((u) => u.email === body.email)
          ? [{ field: 'email', reason: VALIDATION_TEXT.emailTaken }]
          : []),
        ...(users.some((u) => u.nickname.toLowerCase() === body.nickname.toLowerCase())
          ? [{ field: 'nickname', reason: VALIDATION_TEXT.nicknameTaken }]
          : []),
      ];
      if (clashes.length > 0) return refuse(409, SERVER_MESSAGES.conflict, clashes);
      const user: FakeUser = {
        id: Math.max(0, ...users.map((u) => u.id)) + 1,
        email: body.email,
        password: body.password,
        nickname: body.nickname,
        role: 'USER',
        job: body.job?.trim() ? body.job.trim() : null,
        introduction: null,
        profileImageUrl: null,
        homepageUrl: null,
        instagramUrl: null,
        youtubeUrl: null,
        blogUrl: null,
        createdAt: fake.now(),
        ...FAKE_VISIBLE_LISTS,
      };
      users.push(user);
      return { token: fakeToken(user) };
    }),
  profile: () =>
    fake.call(USER.ownProfile, {}, ({ actor }) => {
      const user = fake.store.users.find((u) => u.id === actor.id);
      return user ? ownProfile(fake.store, user) : refuse(401, SERVER_MESSAGES.unauthorized);
    }),
});

export const createFakeUsersApi = (fake: FakeServer): UsersApi => ({
  user: (id) =>
    fake.call(
      USER.user,
      { params: { id } },
      ({ actor, params }: { actor: Viewer; params: { id: number } }) => {
        const user = fake.store.users.find((u) => u.id === params.id);
        if (!user) {
          if (fake.strict) throw new Error(`fake backend: unexpected user ${params.id}`);
          return notFound(SERVER_MESSAGES.userNotFound);
        }
        const following =
          actor !== null && actor.id !== user.id && isFollowing(fake.store, actor.id, user.id);
        return { ...publicFields(fake.store, user), following };
      },
    ),
});
