import { formatCount } from './numbers';
/** The two boards' home and post pages (spec section 2 "Board home"; the post page is designed here). */
export const BOARD_TEXT_UI = {
  searchLabel: (board: string) => `${board} 검색`,
  searchPlaceholder: '검색어를 입력해 주세요',
  scopeLabel: '검색 범위',
  sortLabel: '정렬',
  tagBar: '질문 카테고리',
  weeklyTitle: '이번 주 인기글',
  listLabel: (board: string) => `${board} 글 목록`,
  empty: '게시글이 없습니다',
  emptySearch: '검색 결과가 없습니다',
  listFailed: '게시글을 불러오지 못했습니다.',
  searchResult: (keyword: string, total: number) => `'${keyword}' 검색 결과 ${formatCount(total)}건`,
  total: (n: number) => `전체 ${formatCount(n)}건`,
  backToList: '목록으로',
  notFound: '게시글을 찾을 수 없습니다',
  notFoundDescription: '삭제되었거나 주소가 잘못되었습니다.',
  loading: '불러오는 중...',
  likesAndComments: (likes: number, comments: number) =>
    `좋아요 ${formatCount(likes)} · 댓글 ${formatCount(comments)}`,
} as const;
