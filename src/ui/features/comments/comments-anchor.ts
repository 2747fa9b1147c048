/** The id of the comment section, the target of '댓글 보기' and of the phone's bottom bar. */
export const COMMENTS_ANCHOR = 'comments';

export const scrollToComments = () =>
  document.getElementById(COMMENTS_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** The element id of one comment (or reply) in the list, where a new one is brought into view. */
export const commentAnchor = (commentId: number) => `comment-${commentId}`;

/** Brings a comment into view if it is on the page; false when it is not (yet) there. */
export const revealComment = (commentId: number): boolean => {
  const element = document.getElementById(commentAnchor(commentId));
  element?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  return element !== null;
};
