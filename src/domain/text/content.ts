/** How an anonymous author (the Q&A board) is shown, in cards, details, comments and notifications. */
export const ANONYMOUS_AUTHOR_TEXT = '익명';

/** What each kind of content is called in running text (notifications, dialogs). */
export const CONTENT_NOUN_TEXT = {
  article: '아티클',
  post: '게시글',
  qna: '질문',
} as const;
