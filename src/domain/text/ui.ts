import { UI_MAIN_TEXT } from './ui-main';

/** Korean text of the shared UI pieces: buttons, dialogs, paging, menus, footer. */
export const UI_TEXT = {
  ...UI_MAIN_TEXT,

  close: '닫기',
  confirm: '확인',
  cancel: '취소',

  loginRequiredTitle: '로그인이 필요합니다',
  loginRequiredMessage: '로그인 후 이용할 수 있는 기능입니다.',
  login: '로그인',
  deleteConfirmTitle: '정말 삭제하시겠습니까?',
  deleteConfirmMessage: '삭제한 내용은 되돌릴 수 없습니다.',
  delete: '삭제',

  paging: {
    nav: '페이지 이동',
    first: '첫 페이지',
    prev: '이전 페이지',
    next: '다음 페이지',
    last: '마지막 페이지',
    prevBlock: '이전 페이지 묶음',
    nextBlock: '다음 페이지 묶음',
    page: (n: number) => `${n}페이지`,
  },

  moreMenu: '더보기',
  dismissTooltip: '도움말 닫기',
  defaultAvatarAlt: '기본 프로필 이미지',
  levelBadge: (level: number) => `레벨 ${level}`,
} as const;
