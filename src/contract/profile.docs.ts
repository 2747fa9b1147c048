import { documented } from './operation';
import { PROFILE_OPERATIONS } from './profile.operations';

const OWN = 'The signed-in member’s own list, hidden or not (`hidden` is always false).';
const THEIRS =
  'Another member’s list as the viewer may see it: when its owner hides it, `data` is empty and `hidden` is true. Q&A posts and comments never appear (the board is anonymous). 404 `User Not Found` for an unknown or deleted account.';
const TOGGLE =
  'Shows (`visible: true`) or hides the list from everyone else; the owner always sees it. Answers the new setting.';

/** The reference's text for the profile operations (server only: see Operation.summary). */
export const PROFILE_DOCS = documented(PROFILE_OPERATIONS, {
  ownLikedArticles: `Articles the member liked, newest like first. ${OWN}`,
  ownArticles: `The member’s published articles, newest first. ${OWN}`,
  ownArticleComments: `The member’s article comments, newest first, with the article’s title. ${OWN}`,
  ownPosts: `The member’s published free-board posts. ${OWN}`,
  ownLikedPosts: `Free-board posts the member liked. ${OWN}`,
  ownPostComments: `The member’s free-board comments. ${OWN}`,
  ownQnaPosts: `The member’s own Q&A posts (anonymous to everyone else, so only here). ${OWN}`,
  ownLikedQnaPosts: `Q&A posts the member liked. ${OWN}`,
  ownQnaComments: `The member’s own Q&A comments. ${OWN}`,
  userArticles: 'An author’s published articles, newest first (always public; `hidden` is false).',
  userLikedArticles: `Articles the member liked. ${THEIRS}`,
  userArticleComments: `The member’s article comments. ${THEIRS}`,
  userPosts: `The member’s free-board posts. ${THEIRS}`,
  userLikedPosts: `Free-board posts the member liked. ${THEIRS}`,
  userPostComments: `The member’s free-board comments. ${THEIRS}`,
  commentVisibility: `Article comments list. ${TOGGLE}`,
  likedBoardPostVisibility: `Liked board posts list. ${TOGGLE}`,
  likedArticleVisibility: `Liked articles list. ${TOGGLE}`,
  boardPostVisibility: `Board posts list. ${TOGGLE}`,
  boardCommentVisibility: `Board comments list. ${TOGGLE}`,
  editProfile:
    'Replaces the editable profile: name (unique, 2–16 characters; 409 when taken), job (two lines), introduction, four http(s) links, and a picture uploaded to /api/image/profiles (or null). Answers the own profile.',
  changePassword:
    'Changes the password after checking the current one (400 `Wrong Password`). Every other session is signed out (token version); the answer is a new token for this one.',
  deleteAccount:
    'Deletes the account (회원 탈퇴) after checking the password (400 `Wrong Password`; a social account without a password sends none). Content stays, shown as by “탈퇴한 회원”; personal fields are erased and the email can sign up again. 204.',
  consultations:
    'The member’s consultations, received (default) or sent (`box`), newest first. The owner’s alone: 403 for anyone else.',
  consultation: 'One consultation, to its sender or recipient only (403 to anyone else).',
  answerConsultation:
    'The recipient answers a requested consultation (403 for anyone else, 409 `Consultation Already Closed` once answered or declined); the sender is notified.',
  declineConsultation:
    'The recipient declines a requested consultation (403 for anyone else, 409 once closed); the sender is notified.',
});
