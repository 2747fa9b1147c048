/** Korean labels of the fixed catalogs of spec section 9. Keys are the API's values. */
export const TAG_TEXT = {
  ALL: '전체',
  TECHNIQUE: '기술',
  TACTICS: '전술',
  PHYSICAL: '피지컬',
  INJURY_RECOVERY: '부상·회복',
  NUTRITION: '영양',
  MENTAL: '멘탈',
  ADMISSION: '진학',
  CAREER_PATH: '진로',
  PRO_ENTRANCE: '프로 입단',
  OVERSEAS_ADVANCEMENT: '해외 진출',
  CHILD_EDUCATION: '자녀 교육',
  ETC: '기타',
} as const;

export const ARTICLE_SORT_TEXT = {
  publishedAt: '최신순',
  views: '조회순',
} as const;

export const BOARD_SORT_TEXT = {
  LATEST: '최신순',
  VIEWS: '조회순',
  LIKE_COUNT: '좋아요순',
  COMMENT_COUNT: '댓글순',
} as const;

export const SEARCH_SCOPE_TEXT = {
  TITLE_CONTENT: '제목+내용',
  TITLE: '제목',
  CONTENT: '내용',
  AUTHOR: '작성자',
} as const;

export const CONSULTATION_TYPE_TEXT = {
  CONSULTING: '상담',
  CONTENT_COLLABORATION: '콘텐츠 협업',
  OTHERS: '기타',
  INVESTMENT: '투자',
  B2B_COLLABORATION: 'B2B 협업',
} as const;

export const BOARD_TEXT = {
  qna: '익명 게시판',
  post: '자유 게시판',
} as const;

/** Age groups are shown as they are written in Korean youth football (U11 ...). */
export const AGE_GROUP_TEXT = {
  U11: 'U11',
  U12: 'U12',
  U14: 'U14',
  U15: 'U15',
  U17: 'U17',
  U18: 'U18',
  U20: 'U20',
  U22: 'U22',
} as const;
