import { COMPETITION_LEAGUE_TEXT, COMPETITION_MATCH_TEXT } from './competition-pages';
import { BOARD_HOME_TEXT, COMPETITION_HOME_TEXT, LEVEL_PAGE_TEXT } from './main-pages';

/**
 * Page headings and the empty states of pages whose content arrives in later issues, plus the
 * placeholder pages of spec section 2 (clip, not found, level guide).
 */
export const PAGE_TEXT = {
  articleHome: {
    title: '아티클',
    heading: '전체',
    emptyTitle: '아직 등록된 아티클이 없습니다',
    emptyDescription: '전문가와 에디터가 준비한 유소년 축구 이야기가 곧 이곳에 모입니다.',
  },
  articleDetail: {
    title: '아티클',
    emptyTitle: '아티클을 준비하고 있습니다',
    emptyDescription: '본문과 댓글은 곧 이 페이지에서 볼 수 있습니다.',
    back: '아티클 목록으로',
  },
  boardHome: BOARD_HOME_TEXT,
  competitionHome: COMPETITION_HOME_TEXT,
  competitionMatch: COMPETITION_MATCH_TEXT,
  competitionLeague: COMPETITION_LEAGUE_TEXT,
  spotlight: {
    title: '인기 에디터',
    description: '킥오프에서 사랑받는 전문가와 에디터를 만나 보세요.',
    emptyTitle: '인기 에디터를 모으고 있습니다',
    emptyDescription: '곧 전체 목록을 볼 수 있습니다.',
  },
  profile: {
    title: '프로필',
    tabsLabel: '프로필 메뉴',
    tabs: {
      intro: '소개',
      userComment: '댓글',
      userBoard: '게시글',
      likeBoards: '좋아요',
      userArticle: '아티클',
      counsel: '상담',
      drafts: '임시저장',
    },
    followers: '팔로워',
    following: '팔로잉',
  },
  profileEdit: {
    title: '프로필 수정',
    emptyTitle: '프로필 수정을 준비하고 있습니다',
    emptyDescription: '곧 사진, 소개, 링크를 바꿀 수 있습니다.',
  },
  passwordEdit: {
    title: '비밀번호 변경',
    emptyTitle: '비밀번호 변경을 준비하고 있습니다',
    emptyDescription: '곧 이 페이지에서 비밀번호를 바꿀 수 있습니다.',
  },
  alarm: {
    title: '알림',
    emptyTitle: '새 알림이 없습니다',
    emptyDescription: '댓글, 좋아요, 팔로우 소식이 생기면 이곳에서 알려 드릴게요.',
  },
  clip: {
    title: '클립',
    emptyTitle: '곧 오픈 예정입니다',
    emptyDescription: '유소년 축구 하이라이트와 훈련 영상을 준비하고 있어요.',
    back: '이전 페이지로',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    description: '주소가 바뀌었거나 삭제된 페이지입니다. 주소를 다시 확인해 주세요.',
    home: '홈으로 가기',
  },
  level: LEVEL_PAGE_TEXT,
} as const;
