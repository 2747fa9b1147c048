import { paths } from '../paths';

/**
 * The home's promo banner (spec section 2). Its own module, apart from SHELL_TEXT: only the banner's
 * lazily loaded chunk and the server's first screen read it, so it stays out of the entry script.
 */
export const BANNER_TEXT = {
  label: '킥오프 소식',
  prev: '이전 배너',
  next: '다음 배너',
  position: (index: number, count: number) => `${count}개 중 ${index}번째`,
  /** The three promo slides: two title lines, a point text and a target. */
  slides: [
    {
      lines: ['부모와 아이가 함께 읽는', '유소년 축구 아티클'],
      point: '에디터 추천',
      href: paths.article(4),
    },
    {
      lines: ['궁금한 건 익명으로', '커뮤니티에 물어보세요'],
      point: '익명 게시판',
      href: paths.boardHome('qna'),
    },
    {
      lines: ['오늘 열리는 유소년 경기', '한눈에 확인하세요'],
      point: '대회정보',
      href: paths.competitionHome(),
    },
  ],
} as const;
