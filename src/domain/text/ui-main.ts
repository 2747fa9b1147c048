/**
 * The shared UI texts the first render of every page uses (footer, toasts, search, tags, badges).
 * UI_TEXT (ui.ts) spreads them in; they live apart so the texts of the pieces that only lazily
 * loaded pages show (paging, dialogs, menus, tooltips) stay out of the first load of /.
 */
export const UI_MAIN_TEXT = {
  loading: '불러오는 중입니다',
  toastRegion: '알림 메시지',
  toastType: {
    success: '성공',
    error: '오류',
    info: '안내',
    warning: '주의',
  },
  search: '검색',
  searchPlaceholder: '검색어를 입력하세요',
  scrollToTop: '맨 위로 이동',
  readingProgress: '읽은 정도',
  tagScroller: '태그 목록',
  tagPicker: '태그 선택',
  roleBadge: {
    EDITOR: '에디터',
    ADMIN: '관리자',
  },
  footer: {
    label: '사이트 정보',
    terms: '이용약관',
    privacy: '개인정보처리방침',
    /** Issue 22: the 임시조치 request form (정보통신망법 제44조의2). */
    rightsRequest: '권리침해 신고',
    instagram: '킥오프 인스타그램',
    newTab: '(새 창)',
    companyName: '주식회사 킥오프랩',
    ceoLabel: '대표',
    ceo: '김도윤',
    businessNumberLabel: '사업자등록번호',
    businessNumber: '214-88-31257',
    addressLabel: '주소',
    address: '서울특별시 마포구 월드컵로 240, 7층',
    emailLabel: '이메일',
    copyright: '© 킥오프',
  },
} as const;
