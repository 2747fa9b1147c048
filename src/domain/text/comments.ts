import { formatCount } from './numbers';
/** The comment section of every kind (spec sections 2, 3 and 8; DESIGN section 6). */
export const COMMENT_TEXT = {
  // What replaces a comment's body.
  deleted: '삭제된 댓글입니다.',
  blinded: '관리자에 의해 가려진 댓글입니다.',
  /** An ADMIN reads a blinded comment with this mark. */
  blindedMarker: '블라인드 처리된 댓글',

  title: '댓글',
  view: (n: number) => `댓글 보기 (${formatCount(n)})`,
  count: (n: number) => `${formatCount(n)}`,
  placeholder: '댓글을 남겨 주세요',
  loginPlaceholder: '로그인 후 댓글을 남길 수 있습니다',
  submit: '등록',
  label: '댓글 입력',
  replyLabel: '답글 입력',
  replyPlaceholder: '답글을 남겨 주세요',
  reply: '답글',
  replySubmit: '답글 등록',
  editSubmit: '수정 완료',
  cancel: '취소',
  edit: '수정',
  delete: '삭제',
  blind: '블라인드',
  menu: '댓글 메뉴',
  empty: '첫 댓글을 남겨 주세요.',
  loadFailed: '댓글을 불러오지 못했습니다.',
  edited: '(수정됨)',
  mention: (name: string) => `@${name}`,
  blurPrompt: '회원가입하고 댓글을 확인해 보세요',
  blurSignUp: '회원가입',
  blurLogin: '로그인',
  /** The viewer's own comment on the anonymous board. */
  mine: '내 댓글',

  // Toasts of spec section 8 (a server message, when there is one, replaces the failure texts).
  writing: '댓글을 작성하는 중입니다.',
  written: '댓글이 작성되었습니다',
  createFailed: '댓글 작성에 실패했습니다.',
  editDone: '댓글이 수정되었습니다',
  editFailed: '댓글 수정에 실패했습니다.',
  deleting: '댓글을 삭제하는 중입니다.',
  deleteDone: '댓글이 삭제되었습니다',
  deleteFailed: '댓글 삭제에 실패했습니다.',
  blindConfirmTitle: '이 댓글을 블라인드 처리할까요?',
  blindConfirmDescription: '블라인드된 댓글은 관리자만 원래 내용을 볼 수 있습니다.',
  blindDone: '댓글을 블라인드 처리했습니다',
  blindFailed: '블라인드 처리에 실패했습니다.',
  /** Issue 22: the blind asks the moderator's reason, kept in the audit log. */
  blindReasonLabel: '블라인드 사유',
  blindReasonTooLong: '사유는 500자 이내로 입력해 주세요.',
} as const;
