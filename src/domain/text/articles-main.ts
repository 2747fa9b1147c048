import { formatCount } from './numbers';
/**
 * The article texts of the eagerly loaded pages: the article home list and the article detail
 * frame. Kept apart from ARTICLE_TEXT (which spreads them in) so the first load of / carries only
 * these; the detail body, comments, reactions, sharing and consultation load with their chunks.
 */
export const ARTICLE_MAIN_TEXT = {
  // Article home.
  homeTitle: '아티클',
  searchPlaceholder: '궁금한 축구 이야기를 검색해 보세요',
  searchLabel: '아티클 검색',
  tagBar: '아티클 태그',
  sortLabel: '정렬',
  all: '전체',
  totalCount: (n: number) => `${formatCount(n)}`,
  searchHeading: (keyword: string) => `'${keyword}' 검색 결과`,
  loading: '불러오는 중...',
  loadingNext: '다음 페이지를 불러오는 중...',
  lastData: '마지막 데이터입니다.',
  listFailed: '아티클을 불러오지 못했습니다.',
  retry: '다시 시도',
  empty: '아티클이 없습니다.',
  emptySearch: '검색 결과가 없습니다.',

  // Article detail.
  back: '아티클 목록으로',
  notFound: '아티클을 찾을 수 없습니다',
  notFoundDescription: '삭제되었거나 주소가 잘못되었습니다.',
} as const;
