import * as v from 'valibot';
import { CONSULTATION_BOXES, CONSULTATION_STATUSES, isHttpUrl, PROFILE_LIMITS } from '../domain/profile';
import { CONTENT_LIMITS } from '../domain/content/limits';
import { PROFILE_INPUT_TEXT as P } from '../domain/text/profile';
import { VALIDATION_TEXT as T } from '../domain/text/validation';
import { ArticleListItem } from './articles';
import { GivenPassword, Nickname, Password } from './auth';
import { BlockedMark } from './blocks';
import { BoardCard } from './boards';
import { multiLineText, PageInfo, pagingQuery, singleLineText } from './common';
import { ConsultationType } from './social';

/*
 * Profiles (spec section 2 "/users/{id}", section 7 "Users"): the lists of a profile's tabs, the five
 * visibility toggles, profile and password editing, account deletion and the consultation lifecycle.
 */

/** `page` and `size` of every profile list (10 by default, as every list of the spec). */
export const ProfileListQuery = pagingQuery(10);

/**
 * A profile list: a page of items plus `hidden`, true when the owner hides this list from others; then
 * `data` is empty and the page info counts nothing. The owner always gets the data and `hidden: false`.
 */
export const hiddenPageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ data: v.array(item), pageInfo: PageInfo, hidden: v.boolean() });

export const ProfileArticlePage = hiddenPageOf(ArticleListItem);
export type ProfileArticlePage = v.InferOutput<typeof ProfileArticlePage>;
export const ProfileBoardPage = hiddenPageOf(BoardCard);
export type ProfileBoardPage = v.InferOutput<typeof ProfileBoardPage>;

/** Which kind of content a comment in a profile list belongs to, for its link. */
export const ProfileCommentKind = v.picklist(['article', 'post', 'qna']);

/**
 * A comment in a profile's comment list, with the title of what it comments on. Deleted and blinded
 * comments are left out; Q&A comments appear only in their owner's own lists.
 */
export const ProfileComment = v.object({
  id: v.number(),
  content: v.string(),
  likeCount: v.number(),
  createdAt: v.string(),
  modifiedAt: v.string(),
  contentKind: ProfileCommentKind,
  contentId: v.number(),
  contentTitle: v.string(),
  /** Set on a reply. */
  parentCommentId: v.nullable(v.number()),
  /** Present when the viewer blocked the member (issue 22): the text is left out. */
  blocked: v.optional(BlockedMark),
});
export type ProfileComment = v.InferOutput<typeof ProfileComment>;
export const ProfileCommentPage = hiddenPageOf(ProfileComment);
export type ProfileCommentPage = v.InferOutput<typeof ProfileCommentPage>;

/** Body and answer of `PATCH /api/user/profile/{list}-visibility`. */
export const VisibilityBody = v.object({ visible: v.boolean(T.invalidValue) });
export type VisibilityBody = v.InferInput<typeof VisibilityBody>;
export const VisibilityResponse = v.object({ visible: v.boolean() });

/** An `http:` or `https:` address; null or empty clears the link. */
const LinkUrl = v.nullable(
  v.pipe(
    singleLineText({ trim: true }),
    v.maxLength(PROFILE_LIMITS.urlLength, P.urlLength),
    v.check((s) => s === '' || isHttpUrl(s), P.url),
  ),
);

const ProfileJob = v.nullable(
  v.pipe(
    multiLineText({ trim: true }),
    v.maxLength(PROFILE_LIMITS.jobLength, P.jobLength),
    v.check((s) => s.split('\n').length <= PROFILE_LIMITS.jobLines, P.jobLines),
  ),
);

/**
 * `PUT /api/user/profile`: the whole editable profile. `profileImageUrl` must be an image this server
 * stored (an upload to /api/image/profiles) or the current picture; null removes the picture.
 */
export const ProfileEditBody = v.object({
  name: Nickname,
  job: ProfileJob,
  introduction: v.nullable(
    v.pipe(multiLineText(), v.maxLength(PROFILE_LIMITS.introductionLength, P.introductionLength)),
  ),
  homepageUrl: LinkUrl,
  instagramUrl: LinkUrl,
  youtubeUrl: LinkUrl,
  blogUrl: LinkUrl,
  profileImageUrl: v.nullable(
    v.pipe(singleLineText(), v.maxLength(PROFILE_LIMITS.urlLength, P.profileImage)),
  ),
});
export type ProfileEditBody = v.InferInput<typeof ProfileEditBody>;

/**
 * `PATCH /api/user/profile/password`. The answer is a fresh token: every other session of the user is
 * signed out (the token version moves on) and the caller continues with this one.
 */
export const PasswordChangeBody = v.pipe(
  v.object({
    currentPassword: GivenPassword,
    newPassword: Password,
    newPasswordConfirm: singleLineText(),
  }),
  v.forward(
    v.check((b) => b.newPassword === b.newPasswordConfirm, P.passwordConfirmMismatch),
    ['newPasswordConfirm'],
  ),
  v.forward(
    v.check((b) => b.newPassword !== b.currentPassword, P.passwordSame),
    ['newPassword'],
  ),
);
export type PasswordChangeBody = v.InferInput<typeof PasswordChangeBody>;

/**
 * `DELETE /api/user/profile` (회원 탈퇴). An account with a password confirms with it; a social
 * account that never set one sends none.
 */
export const AccountDeleteBody = v.object({ password: v.optional(GivenPassword) });
export type AccountDeleteBody = v.InferInput<typeof AccountDeleteBody>;

export const ConsultationStatus = v.picklist(CONSULTATION_STATUSES);
export const ConsultationBox = v.picklist(CONSULTATION_BOXES, P.boxInvalid);

/** One party of a consultation as the other sees it (a deleted account reads as 탈퇴한 회원). */
export const ConsultationParty = v.object({
  id: v.nullable(v.number()),
  name: v.string(),
  profileImageUrl: v.nullable(v.string()),
});

/** A consultation as its two parties see it. */
export const Consultation = v.object({
  id: v.number(),
  consultationType: ConsultationType,
  message: v.string(),
  sender: ConsultationParty,
  recipient: ConsultationParty,
  status: ConsultationStatus,
  answer: v.nullable(v.string()),
  createdAt: v.string(),
  answeredAt: v.nullable(v.string()),
});
export type Consultation = v.InferOutput<typeof Consultation>;
export const ConsultationPage = v.object({ data: v.array(Consultation), pageInfo: PageInfo });
export type ConsultationPage = v.InferOutput<typeof ConsultationPage>;

/** `GET /api/user/{id}/consultations?box=received|sent`: the owner's alone (403 to anyone else). */
export const ConsultationListQuery = v.object({
  ...ProfileListQuery.entries,
  box: v.optional(ConsultationBox, 'received'),
});

/** `PATCH /api/user/consultation/{id}/answer`. */
export const ConsultationAnswerBody = v.object({
  answer: v.pipe(
    multiLineText(),
    v.check((s) => s.trim() !== '', P.answerRequired),
    v.maxLength(CONTENT_LIMITS.consultationLength, P.answerTooLong),
  ),
});
export type ConsultationAnswerBody = v.InferInput<typeof ConsultationAnswerBody>;
