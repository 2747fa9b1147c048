import { formatCount } from './numbers';
/**
 * Headings and texts of the eagerly loaded board home, competition home and level pages (spec
 * section 2). PAGE_TEXT (pages.ts) includes them under boardHome, competitionHome and level; they
 * live apart so the first load of / does not carry the texts of the lazily loaded pages.
 */
export const BOARD_HOME_TEXT = {
  title: '커뮤니티',
  tabsLabel: '게시판 선택',
} as const;

export const COMPETITION_HOME_TEXT = {
  title: '대회정보',
  cups: '진행 중인 대회',
  cupMatches: (monthDay: string) => `${monthDay} 대회 경기`,
  leagues: '진행 중인 리그',
  leagueMatches: (monthDay: string) => `${monthDay} 리그 경기`,
  news: '유소년 축구 뉴스',
  emptyNews: '뉴스를 준비하고 있습니다.',
} as const;

export const LEVEL_PAGE_TEXT = {
  title: '레벨 안내',
  description: '내 글과 댓글이 받은 좋아요가 쌓이면 레벨이 올라갑니다.',
} as const;

/** The body of /level: the viewer's level and the table of all ten. */
export const LEVEL_GUIDE_TEXT = {
  myLevel: '나의 레벨',
  levelNumber: (n: number) => `LV.${n}`,
  toNext: (next: number) => `LV.${next}까지 남은 좋아요`,
  postLikes: '게시글 좋아요',
  commentLikes: '댓글 좋아요',
  count: (n: number) => `${formatCount(n)}개`,
  maxLevel: '최고 레벨에 도달했습니다. 축하합니다!',
  received: (post: number, comment: number) =>
    `받은 좋아요: 게시글 ${formatCount(post)}개 · 댓글 ${formatCount(comment)}개`,
  tableTitle: '전체 레벨',
  tableCaption: '레벨별 필요한 좋아요 수',
  colLevel: '레벨',
  colName: '이름',
  colPostLikes: '게시글 좋아요',
  colCommentLikes: '댓글 좋아요',
  loginPrompt: '로그인하면 나의 레벨과 다음 레벨까지 남은 좋아요를 볼 수 있어요.',
  loginAction: '로그인하기',
  loading: '나의 레벨을 불러오는 중입니다',
} as const;
