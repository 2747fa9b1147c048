/** The id of the comment section, the target of '댓글 보기' and of the phone's bottom bar. */
export const COMMENTS_ANCHOR = 'comments';

export const scrollToComments = () =>
  document.getElementById(COMMENTS_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
