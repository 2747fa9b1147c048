/** Texts that replace a comment's body (spec section 3 and DESIGN section 6). */
export const COMMENT_TEXT = {
  deleted: '삭제된 댓글입니다.',
  blinded: '관리자에 의해 가려진 댓글입니다.',
} as const;
