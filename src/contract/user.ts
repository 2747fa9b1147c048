import * as v from 'valibot';
import { RoleSchema } from './auth';
import { UserLevel } from './common';
import { PolicyDocumentName } from './consents';

/** GET /api/user/profile: the own profile (spec section 3). */
export const OwnProfile = v.object({
  id: v.number(),
  profileImageUrl: v.nullable(v.string()),
  name: v.string(),
  /** Null for a social account whose provider gave no verified email of its own. */
  email: v.nullable(v.string()),
  role: RoleSchema,
  phoneNumber: v.nullable(v.string()),
  job: v.nullable(v.string()),
  introduction: v.nullable(v.string()),
  homepageUrl: v.nullable(v.string()),
  instagramUrl: v.nullable(v.string()),
  youtubeUrl: v.nullable(v.string()),
  blogUrl: v.nullable(v.string()),
  followerCount: v.number(),
  followingCount: v.number(),
  boardPostVisibility: v.boolean(),
  articleCommentVisibility: v.boolean(),
  boardCommentVisibility: v.boolean(),
  likedArticleVisibility: v.boolean(),
  likedBoardPostVisibility: v.boolean(),
  receivedPostLikes: v.number(),
  receivedCommentLikes: v.number(),
  userLevel: UserLevel,
  /** How the account was created: LOCAL, KAKAO, NAVER or GOOGLE. */
  provider: v.string(),
  /** False until a first social sign-in has chosen a nickname and accepted the terms (onboarding). */
  profileComplete: v.boolean(),
  /** True while a member under 14 waits for a guardian's consent (issue 23): reads only, no writes. */
  guardianPending: v.optional(v.boolean()),
  /**
   * The required documents (terms, privacy) changed since the member agreed (issue 23): the app asks
   * again, and every write is refused until `POST /api/user/consents` names them. Absent: none due.
   */
  consentsDue: v.optional(v.array(PolicyDocumentName)),
  /**
   * The suspension in force (issue 22), for the banner: its reason and end (`until` null: permanent);
   * null or absent when there is none.
   */
  suspension: v.optional(v.nullable(v.object({ reason: v.string(), until: v.nullable(v.string()) }))),
});
export type OwnProfile = v.InferOutput<typeof OwnProfile>;

/** GET /api/user/{id}: a public profile with the viewer's `following` flag. */
export const PublicProfile = v.object({
  id: v.number(),
  name: v.string(),
  profileImageUrl: v.nullable(v.string()),
  role: RoleSchema,
  job: v.nullable(v.string()),
  introduction: v.nullable(v.string()),
  homepageUrl: v.nullable(v.string()),
  instagramUrl: v.nullable(v.string()),
  youtubeUrl: v.nullable(v.string()),
  blogUrl: v.nullable(v.string()),
  followerCount: v.number(),
  followingCount: v.number(),
  userLevel: UserLevel,
  following: v.boolean(),
});
export type PublicProfile = v.InferOutput<typeof PublicProfile>;
