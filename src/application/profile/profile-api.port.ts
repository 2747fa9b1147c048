import type { Effect } from 'effect';
import type {
  Consultation,
  ConsultationPage,
  ProfileArticlePage,
  ProfileBoardPage,
  ProfileCommentPage,
} from '../../contract/profile';
import type { ConsultationBox } from '../../domain/profile';
import type { ApiError } from '../errors';

/**
 * The lists a profile's tabs show, by what they hold. Every member's profile has the first six; the
 * Q&A lists are anonymous to everyone else, so they exist only among one's own.
 */
export interface ProfileListPages {
  readonly articles: ProfileArticlePage;
  readonly likedArticles: ProfileArticlePage;
  readonly articleComments: ProfileCommentPage;
  readonly posts: ProfileBoardPage;
  readonly likedPosts: ProfileBoardPage;
  readonly postComments: ProfileCommentPage;
  readonly qnaPosts: ProfileBoardPage;
  readonly likedQnaPosts: ProfileBoardPage;
  readonly qnaComments: ProfileCommentPage;
}
export type ProfileListName = keyof ProfileListPages;
/** The lists of another member's profile (no Q&A: the board is anonymous). */
export type PublicListName = Exclude<ProfileListName, 'qnaPosts' | 'likedQnaPosts' | 'qnaComments'>;

export const PUBLIC_LISTS: readonly PublicListName[] = [
  'articles',
  'likedArticles',
  'articleComments',
  'posts',
  'likedPosts',
  'postComments',
];

export interface Paging {
  /** 1-based. */
  readonly page: number;
  readonly size: number;
}

/** Profile lists and the consultation lifecycle (spec section 7 "Users"). */
export interface ProfileApi {
  /** One of the signed-in member's own lists: everything, hidden or not. */
  ownList<L extends ProfileListName>(list: L, paging: Paging): Effect.Effect<ProfileListPages[L], ApiError>;
  /** Another member's list as the viewer may see it: empty with `hidden` when its owner hides it. */
  userList<L extends PublicListName>(
    userId: number,
    list: L,
    paging: Paging,
  ): Effect.Effect<ProfileListPages[L], ApiError>;
  /** The member's consultations, received or sent: their own alone (403 for anyone else). */
  consultations(
    userId: number,
    box: ConsultationBox,
    paging: Paging,
  ): Effect.Effect<ConsultationPage, ApiError>;
  consultation(id: number): Effect.Effect<Consultation, ApiError>;
  /** The recipient answers a requested consultation; the sender is notified. */
  answerConsultation(id: number, answer: string): Effect.Effect<Consultation, ApiError>;
  /** The recipient declines a requested consultation; the sender is notified. */
  declineConsultation(id: number): Effect.Effect<Consultation, ApiError>;
}
