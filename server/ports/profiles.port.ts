import type { Effect } from 'effect';
import type { ContentKind } from '../../src/domain/content/policy';
import type { VisibilityField, VisibilitySettings } from '../../src/domain/profile';
import type { ContentRecord, PageRequest } from './content.port';
import type { UniqueViolationOf } from './store-errors';

/** A member whose profile others may open (onboarded, not deleted), with what they hide. */
export type ProfileOwner = {
  readonly id: number;
  readonly visibility: VisibilitySettings;
  /** The date of birth (issue 23), only for the age band others see the profile by; never shown. */
  readonly birthDate: string | null;
};

/** A page of a profile list and the count of the whole list. */
export type Counted<T> = { readonly items: readonly T[]; readonly total: number };

/** One of a member's comments with the title of what it comments on. */
export type ProfileCommentRecord = {
  readonly id: number;
  readonly content: string;
  readonly likeCount: number;
  readonly createdAt: Date;
  readonly modifiedAt: Date;
  readonly parentId: number | null;
  readonly contentKind: ContentKind;
  readonly contentId: number;
  readonly contentTitle: string;
};

/** The editable profile as stored: absent values are null. */
export type ProfileFields = {
  readonly nickname: string;
  readonly job: string | null;
  readonly introduction: string | null;
  readonly homepageUrl: string | null;
  readonly instagramUrl: string | null;
  readonly youtubeUrl: string | null;
  readonly blogUrl: string | null;
  readonly profileImageUrl: string | null;
};

/**
 * The lists of a profile's tabs, the visibility settings, profile edits and account deletion. Lists
 * hold published items only, newest first, and read through the member's own index range (author,
 * liker), so their cost follows the member's activity, not the size of the tables.
 */
export interface ProfileStore {
  owner(id: number): Effect.Effect<ProfileOwner | null>;
  /** The member's published items of a kind, newest first. */
  authored(authorId: number, kind: ContentKind, page: PageRequest): Effect.Effect<Counted<ContentRecord>>;
  /** Published items of a kind the member liked, newest like first. */
  liked(userId: number, kind: ContentKind, page: PageRequest): Effect.Effect<Counted<ContentRecord>>;
  /** The member's comments on published items of a kind, newest first; deleted and blinded ones left out. */
  comments(
    authorId: number,
    kind: ContentKind,
    page: PageRequest,
  ): Effect.Effect<Counted<ProfileCommentRecord>>;
  setVisibility(userId: number, field: VisibilityField, visible: boolean): Effect.Effect<void>;
  /** Replaces the editable profile; fails with the UniqueViolation of `nickname` when another account has that name. */
  updateProfile(userId: number, fields: ProfileFields): Effect.Effect<void, UniqueViolationOf<'nickname'>>;
  /**
   * Account deletion (회원 탈퇴), run in the caller's transaction: marks the account deleted, erases
   * every personal field (email, password, phone, job, introduction, links, picture, social-login
   * identities and codes, reset tokens, follows, notifications, drafts), gives it `placeholder` as its
   * name, and moves its token version on. False when it was deleted already.
   */
  deleteAccount(userId: number, placeholder: string, now: Date): Effect.Effect<boolean>;
}

/** Whether a URL names an image this server stored (a profile picture must be one). */
export interface StoredImages {
  isStored(url: string): Effect.Effect<boolean>;
}
