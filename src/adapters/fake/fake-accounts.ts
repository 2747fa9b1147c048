import { DEMO_USERS } from '../../../content/demo/users';
import type { OwnProfile, PublicProfile } from '../../contract/user';
import type { Role } from '../../domain/role';

/** The demo password of every demo account in the fake backend (README: `npm run demo`). */
export const FAKE_DEMO_PASSWORD = 'kickoff-demo';

export interface FakeAccount {
  id: number;
  email: string;
  password: string;
  name: string;
  role: Role;
  job: string | null;
  introduction: string | null;
  homepageUrl: string | null;
  instagramUrl: string | null;
  youtubeUrl: string | null;
  blogUrl: string | null;
  receivedPostLikes: number;
  receivedCommentLikes: number;
  followerCount: number;
}

// Deterministic like counts so the level page shows varied levels in the demo.
const DEMO_LIKES: readonly (readonly [number, number])[] = [
  [420, 230],
  [260, 140],
  [120, 70],
  [70, 40],
  [35, 18],
  [12, 6],
];

export const demoAccounts = (): FakeAccount[] =>
  DEMO_USERS.map((user, i) => {
    const [post, comment] = DEMO_LIKES[i] ?? [i, Math.floor(i / 2)];
    return {
      id: i + 1,
      email: user.email,
      password: FAKE_DEMO_PASSWORD,
      name: user.nickname,
      role: user.role,
      job: user.job,
      introduction: user.introduction,
      homepageUrl: user.homepageUrl ?? null,
      instagramUrl: user.instagramUrl ?? null,
      youtubeUrl: user.youtubeUrl ?? null,
      blogUrl: user.blogUrl ?? null,
      receivedPostLikes: post,
      receivedCommentLikes: comment,
      followerCount: user.role === 'USER' ? i : 120 - i * 7,
    };
  });

export const toOwnProfile = (a: FakeAccount, level: string): OwnProfile => ({
  id: a.id,
  profileImageUrl: null,
  name: a.name,
  email: a.email,
  role: a.role,
  phoneNumber: null,
  job: a.job,
  introduction: a.introduction,
  homepageUrl: a.homepageUrl,
  instagramUrl: a.instagramUrl,
  youtubeUrl: a.youtubeUrl,
  blogUrl: a.blogUrl,
  followerCount: a.followerCount,
  followingCount: 3,
  boardPostVisibility: true,
  articleCommentVisibility: true,
  boardCommentVisibility: true,
  likedArticleVisibility: true,
  likedBoardPostVisibility: true,
  receivedPostLikes: a.receivedPostLikes,
  receivedCommentLikes: a.receivedCommentLikes,
  userLevel: level,
  provider: 'LOCAL',
  profileComplete: true,
});

export const toPublicProfile = (a: FakeAccount, level: string, following: boolean): PublicProfile => ({
  id: a.id,
  name: a.name,
  profileImageUrl: null,
  role: a.role,
  job: a.job,
  introduction: a.introduction,
  homepageUrl: a.homepageUrl,
  instagramUrl: a.instagramUrl,
  youtubeUrl: a.youtubeUrl,
  blogUrl: a.blogUrl,
  followerCount: a.followerCount,
  followingCount: 3,
  userLevel: level,
  following,
});

const base64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** A JWT-shaped token (unsigned) so the client's role-claim reader works the same as for real ones. */
export const fakeToken = (a: FakeAccount): string =>
  `${base64Url('{"alg":"none","typ":"JWT"}')}.${base64Url(JSON.stringify({ sub: String(a.id), role: a.role }))}.demo`;
