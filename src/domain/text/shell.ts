import { paths } from '../paths';

/** The app shell: top bars, footer, tab bars, dialogs, errors of the browser's own making. */
export const SHELL_TEXT = {
  productName: '킥오프',
  homeLabel: '킥오프 홈으로',
  navLabel: '주요 메뉴',
  navArticles: '아티클',
  navClips: '클립',
  navCommunity: '커뮤니티',
  navCompetition: '대회정보',
  login: '로그인',
  logout: '로그아웃',
  loggedOut: '로그아웃 되었습니다.',
  myProfile: '내 프로필',
  profileMenu: '프로필 메뉴',
  notifications: '알림',
  notificationsUnread: '새 알림이 있습니다',
  loadingProfile: '프로필을 불러오는 중',
  /** The placeholder avatar of a user with no profile yet: it leads to onboarding. */
  completeProfile: '프로필 만들기',
  competitionTabs: '대회정보 메뉴',
  competitionHome: '홈',
  competitionMatch: '경기',
  competitionLeague: '리그',
  competitionClub: '클럽',
  comingSoonBadge: '준비중',
  networkError: '네트워크 연결을 확인해 주세요.',
  timeoutError: '응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.',
  decodeError: '서버 응답을 이해하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  chunkErrorTitle: '페이지를 불러오지 못했습니다',
  chunkErrorDescription: '네트워크 상태를 확인한 뒤 다시 시도해 주세요.',
  retry: '다시 시도',
  loading: '불러오는 중...',
  skipToContent: '본문으로 건너뛰기',
  bannerLabel: '킥오프 소식',
  bannerPrev: '이전 배너',
  bannerNext: '다음 배너',
  bannerPosition: (index: number, count: number) => `${count}개 중 ${index}번째`,
  /** The three promo slides of spec section 2: two title lines, a point text and a target. */
  bannerSlides: [
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
