/**
 * The English messages the server sends in error bodies (spec sections 5 and 8 name some of them
 * verbatim; the client keys rules on them). One constant each, used by the server when it answers and
 * by the browser when it recognises one; SERVER_MESSAGE_TEXT (src/domain/text/errors.ts) gives each
 * exactly one Korean text.
 */
export const SERVER_MESSAGES = {
  badRequest: 'Bad Request',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not Found',
  methodNotAllowed: 'Method Not Allowed',
  conflict: 'Conflict',
  payloadTooLarge: 'Payload Too Large',
  tooManyRequests: 'Too Many Requests',
  badCredentials: 'Bad credentials',
  articleNotFound: 'Article Not Found',
  postNotFound: 'Post Not Found',
  commentNotFound: 'Comment Not Found',
  userNotFound: 'User Not Found',
  imageNotFound: 'Image Not Found',
  notificationNotFound: 'Notification Not Found',
  cannotLikeOwnArticle: 'Cannot Like Own Article',
  cannotLikeOwnPost: 'Cannot Like Own Post',
  cannotLikeOwnComment: 'Cannot Like Own Comment',
  cannotFollowYourself: 'Cannot Follow Yourself',
  cannotConsultYourself: 'Cannot Consult Yourself',
  consultationDaily: 'Only one consultation per day to the same user',
  profileIncomplete: 'Profile Incomplete',
  profileAlreadyComplete: 'Profile Already Complete',
  consentRequired: 'Consent Required',
  invalidCode: 'Invalid Code',
  invalidResetToken: 'Invalid Reset Token',
  invalidCompetitionFile: 'Invalid Competition File',
  cupNotFound: 'Cup Not Found',
  leagueNotFound: 'League Not Found',
  teamNotFound: 'Team Not Found',
  wrongPassword: 'Wrong Password',
  consultationNotFound: 'Consultation Not Found',
  consultationClosed: 'Consultation Already Closed',
  alreadyReported: 'Already Reported',
  cannotReportYourself: 'Cannot Report Yourself',
  cannotBlockYourself: 'Cannot Block Yourself',
  tooManyBlocks: 'Too Many Blocks',
  blockNotFound: 'Block Not Found',
  consultationUnavailable: 'Consultation Unavailable',
  accountSuspended: 'Account Suspended',
  guardianConsentPending: 'Guardian Consent Pending',
  consultationToChild: 'Cannot Consult A Child',
  invalidGuardianLink: 'Invalid Guardian Link',
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;
export type ServerMessage = (typeof SERVER_MESSAGES)[ServerMessageKey];
