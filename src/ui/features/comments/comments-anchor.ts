/** The id of the comment section, the target of '댓글 보기' and of the phone's bottom bar. */
export const COMMENTS_ANCHOR = 'comments';

/**
 * Brings the comment section's top into view: gliding there from the item ('댓글 보기'), or at once when
 * the reader changes the page of comments (the new page is read from its top, as a board's pager does;
 * an animation there only delays the reading, and a render during it can stop it short).
 */
export const scrollToComments = (behavior: 'smooth' | 'instant' = 'smooth') =>
  document.getElementById(COMMENTS_ANCHOR)?.scrollIntoView({ behavior, block: 'start' });

/** The element id of one comment (or reply) in the list, where a new one is brought into view. */
export const commentAnchor = (commentId: number) => `comment-${commentId}`;

/** Brings a comment into view if it is on the page; false when it is not (yet) there. */
export const revealComment = (commentId: number): boolean => {
  const element = document.getElementById(commentAnchor(commentId));
  element?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  return element !== null;
};
