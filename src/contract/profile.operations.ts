import * as v from 'valibot';
import { IdParam } from './common';
import { defineOperations, type Operation } from './operation';
import {
  AccountDeleteBody,
  Consultation,
  ConsultationAnswerBody,
  ConsultationListQuery,
  ConsultationPage,
  PasswordChangeBody,
  ProfileArticlePage,
  ProfileBoardPage,
  ProfileCommentPage,
  ProfileEditBody,
  ProfileListQuery,
  VisibilityBody,
  VisibilityResponse,
} from './profile';
import { TokenResponse } from './auth';
import { OwnProfile } from './user';
import type { VisibilityList } from '../domain/profile';

const User = v.object({ id: IdParam });
const Item = User;

/** One of the signed-in member's own lists: everything, hidden or not. */
const own = (path: string, response: v.GenericSchema) =>
  ({
    method: 'get',
    path,
    tag: 'profile',
    auth: 'required',
    query: ProfileListQuery,
    response,
    errors: [400],
  }) as const satisfies Operation;

/** Another member's list as the viewer may see it: empty with `hidden` when its owner hides it. */
const theirs = (path: string, response: v.GenericSchema) =>
  ({
    method: 'get',
    path,
    tag: 'profile',
    auth: 'optional',
    params: User,
    query: ProfileListQuery,
    response,
    errors: [400, 404],
  }) as const satisfies Operation;

const visibility = (list: VisibilityList) =>
  ({
    method: 'patch',
    path: `/api/user/profile/${list}-visibility`,
    tag: 'profile',
    auth: 'required',
    body: VisibilityBody,
    response: VisibilityResponse,
    errors: [400],
  }) as const satisfies Operation;

/**
 * Spec section 7 "Users": the profile lists (own and others'), the visibility toggles, and (designed
 * here, the spec shows none) profile and password editing, account deletion and consultations.
 */
export const PROFILE_OPERATIONS = defineOperations({
  ownLikedArticles: own('/api/user/profile/articles/liked', ProfileArticlePage),
  ownArticles: own('/api/user/profile/articles/published', ProfileArticlePage),
  ownArticleComments: own('/api/user/profile/comments', ProfileCommentPage),
  ownPosts: own('/api/user/profile/board/posts', ProfileBoardPage),
  ownLikedPosts: own('/api/user/profile/board/posts/liked', ProfileBoardPage),
  ownPostComments: own('/api/user/profile/board/comments', ProfileCommentPage),
  ownQnaPosts: own('/api/user/profile/qna/posts', ProfileBoardPage),
  ownLikedQnaPosts: own('/api/user/profile/qna/posts/liked', ProfileBoardPage),
  ownQnaComments: own('/api/user/profile/qna/comments', ProfileCommentPage),

  userArticles: theirs('/api/user/{id}/articles', ProfileArticlePage),
  userLikedArticles: theirs('/api/user/{id}/articles/liked', ProfileArticlePage),
  userArticleComments: theirs('/api/user/{id}/comments', ProfileCommentPage),
  userPosts: theirs('/api/user/{id}/board/posts', ProfileBoardPage),
  userLikedPosts: theirs('/api/user/{id}/board/posts/liked', ProfileBoardPage),
  userPostComments: theirs('/api/user/{id}/board/comments', ProfileCommentPage),

  commentVisibility: visibility('comment'),
  likedBoardPostVisibility: visibility('liked-board-post'),
  likedArticleVisibility: visibility('liked-article'),
  boardPostVisibility: visibility('board-post'),
  boardCommentVisibility: visibility('board-comment'),

  editProfile: {
    method: 'put',
    path: '/api/user/profile',
    tag: 'profile',
    auth: 'required',
    body: ProfileEditBody,
    response: OwnProfile,
    errors: [400, 409],
  },
  changePassword: {
    method: 'patch',
    path: '/api/user/profile/password',
    tag: 'profile',
    auth: 'required',
    body: PasswordChangeBody,
    response: TokenResponse,
    errors: [400],
    rateLimit: 'signIn',
  },
  deleteAccount: {
    method: 'delete',
    path: '/api/user/profile',
    tag: 'profile',
    auth: 'required',
    body: AccountDeleteBody,
    errors: [400],
    rateLimit: 'signIn',
    beforeOnboarding: true,
    whileGuardianPending: true,
    // A suspended member may still leave (issue 22).
    whileSuspended: true,
  },

  consultations: {
    method: 'get',
    path: '/api/user/{id}/consultations',
    tag: 'profile',
    auth: 'required',
    params: User,
    query: ConsultationListQuery,
    response: ConsultationPage,
    errors: [400, 403, 404],
  },
  consultation: {
    method: 'get',
    path: '/api/user/consultation/{id}',
    tag: 'profile',
    auth: 'required',
    params: Item,
    response: Consultation,
    errors: [403, 404],
  },
  answerConsultation: {
    method: 'patch',
    path: '/api/user/consultation/{id}/answer',
    tag: 'profile',
    auth: 'required',
    params: Item,
    body: ConsultationAnswerBody,
    response: Consultation,
    errors: [400, 403, 404, 409],
  },
  declineConsultation: {
    method: 'patch',
    path: '/api/user/consultation/{id}/decline',
    tag: 'profile',
    auth: 'required',
    params: Item,
    response: Consultation,
    errors: [403, 404, 409],
  },
});

/** Each list of one's own profile by name (the browser's adapters call them by these names). */
export const OWN_PROFILE_LISTS = {
  articles: PROFILE_OPERATIONS.ownArticles,
  likedArticles: PROFILE_OPERATIONS.ownLikedArticles,
  articleComments: PROFILE_OPERATIONS.ownArticleComments,
  posts: PROFILE_OPERATIONS.ownPosts,
  likedPosts: PROFILE_OPERATIONS.ownLikedPosts,
  postComments: PROFILE_OPERATIONS.ownPostComments,
  qnaPosts: PROFILE_OPERATIONS.ownQnaPosts,
  likedQnaPosts: PROFILE_OPERATIONS.ownLikedQnaPosts,
  qnaComments: PROFILE_OPERATIONS.ownQnaComments,
} as const;

/** Each list of another member's profile by name: the own lists but the Q&A ones. */
export const PUBLIC_PROFILE_LISTS = {
  articles: PROFILE_OPERATIONS.userArticles,
  likedArticles: PROFILE_OPERATIONS.userLikedArticles,
  articleComments: PROFILE_OPERATIONS.userArticleComments,
  posts: PROFILE_OPERATIONS.userPosts,
  likedPosts: PROFILE_OPERATIONS.userLikedPosts,
  postComments: PROFILE_OPERATIONS.userPostComments,
} as const;
