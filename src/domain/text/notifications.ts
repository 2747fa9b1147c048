import { particleAfter } from './particles';

/** Notification messages (built on the server and by the demo backend) and the /alarm page. */
export const NOTIFICATION_TEXT = {
  // A particle after a fixed word (님이, 에) is written out; after a title or a name (a level's name)
  // it depends on that word's last syllable and comes from particleAfter (es-hangul), never by hand.
  comment: (actor: string, noun: string, title: string) =>
    `${actor}님이 회원님의 ${noun} "${title}"에 댓글을 남겼습니다.`,
  reply: (actor: string, excerpt: string) => `${actor}님이 회원님의 댓글 "${excerpt}"에 답글을 남겼습니다.`,
  mention: (actor: string, excerpt: string) => `${actor}님이 답글 "${excerpt}"에서 회원님을 언급했습니다.`,
  contentLike: (actor: string, noun: string, title: string) =>
    `${actor}님이 회원님의 ${noun} "${title}"에 좋아요를 눌렀습니다.`,
  commentLike: (actor: string, excerpt: string) =>
    `${actor}님이 회원님의 댓글 "${excerpt}"에 좋아요를 눌렀습니다.`,
  follow: (actor: string) => `${actor}님이 회원님을 팔로우하기 시작했습니다.`,
  consultation: (actor: string) => `${actor}님이 회원님에게 상담을 요청했습니다.`,
  consultationAnswered: (actor: string) => `${actor}님이 회원님의 상담 요청에 답변했습니다.`,
  consultationDeclined: (actor: string) => `${actor}님이 회원님의 상담 요청을 거절했습니다.`,
  newArticle: (actor: string, title: string) => `${actor}님이 새 아티클을 발행했습니다: "${title}"`,
  levelUp: (level: number, name: string) =>
    `축하합니다! 레벨 ${level} (${name})${particleAfter(name, '으로/로')} 올랐습니다.`,
  someone: '알 수 없는 사용자',
  pageTitle: '알림',
  empty: '받은 알림이 없습니다.',
  markAllRead: '모두 읽음으로 표시',
  unread: '읽지 않음',
  listLabel: '알림 목록',
  loginTitle: '로그인이 필요합니다',
  loginDescription: '로그인하면 댓글, 좋아요, 팔로우 알림을 볼 수 있어요.',
  login: '로그인',
} as const;
