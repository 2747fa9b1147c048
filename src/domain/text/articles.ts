import { ARTICLE_MAIN_TEXT } from './articles-main';
import { formatCount } from './numbers';

/** Korean text of the article home, article detail, comments, reactions and sharing (spec sections 2 and 8). */
export const ARTICLE_TEXT = {
  ...ARTICLE_MAIN_TEXT,

  // Toasts of spec section 8 (a server message, when there is one, replaces the failure texts).
  consultationSent: '상담 요청을 보냈습니다.',
  consultationFailed: '상담 요청에 실패했습니다.',

  // Article home (the list itself is in articles-main.ts).
  popularTitle: '인기 아티클',
  editorsTitle: '인기 에디터',
  editorsSeeAll: '전체보기',

  // Article detail (its frame is in articles-main.ts).
  consult: '상담하기',
  authorArticles: (name: string) => `${name}님의 다른 아티클`,
  popularTop: '인기 아티클 TOP 3',
  tagList: '태그',

  // Consultation modal.
  consultationTitle: '상담 요청',
  consultationTo: (name: string) => `${name}님에게 상담을 요청합니다.`,
  consultationType: '상담 유형',
  consultationMessage: '상담 내용',
  consultationPlaceholder: '궁금한 점이나 요청 사항을 자유롭게 적어 주세요.',
  consultationSubmit: '요청 보내기',

  // Spotlight.
  spotlightTitle: '인기 에디터',
  spotlightDescription: '킥오프에서 사랑받는 전문가와 에디터를 만나 보세요.',
  spotlightEmpty: '아직 인기 에디터가 없습니다.',
  followers: (n: number) => `팔로워 ${formatCount(n)}`,
} as const;
