import { SHELL_TEXT } from './shell';

/**
 * Every document title: the page's own name, then the site's. Apart from HEAD_TEXT so the browser's
 * first bundle, which sets titles, does not carry the texts only the server writes.
 */
export const pageTitle = (page: string) => `${page} | ${SHELL_TEXT.productName}`;

/**
 * What the server writes into each page's head (title, description, link previews) and into the web
 * app manifest. Page titles are the ones the browser sets once it runs.
 */
export const HEAD_TEXT = {
  siteName: SHELL_TEXT.productName,
  pageTitle,
  defaultTitle: '킥오프 - 유소년 축구 커뮤니티',
  defaultDescription: '유소년 축구 선수, 학부모, 지도자가 함께 만드는 축구 커뮤니티',
  homeDescription:
    '전문가와 에디터가 쓰는 유소년 축구 아티클: 훈련, 전술, 멘탈, 진학까지 부모와 아이가 함께 읽어요.',
  boardDescription: '자유게시판과 익명 Q&A에서 유소년 축구 이야기를 나누고 궁금한 것을 물어보세요.',
  competitionDescription: '유소년 축구 대회와 리그의 경기 일정, 결과, 순위와 뉴스를 한눈에 확인하세요.',
  profileDescription: (name: string) => `${name}님의 킥오프 프로필`,
  /** The 404 title of a profile address with no public profile behind it. */
  profileNotFound: '사용자를 찾을 수 없습니다',
  /** The alt text of the site's default preview image. */
  imageAlt: '킥오프 - 유소년 축구 커뮤니티',
  /** The web app manifest: the installed app's name and its short name under the icon. */
  appName: '킥오프 - 유소년 축구 커뮤니티',
  appShortName: SHELL_TEXT.productName,
} as const;
