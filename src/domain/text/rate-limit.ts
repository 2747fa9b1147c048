import type { RateLimitPolicy, RetryWait } from '../rate-limit';

const waitText = (wait: RetryWait): string =>
  wait.unit === 'seconds'
    ? `${wait.value}초`
    : wait.unit === 'minutes'
      ? `${wait.value}분`
      : `${wait.value}시간`;

const WHAT: Readonly<Record<RateLimitPolicy, string>> = {
  signIn: '로그인 시도가 너무 많습니다.',
  signUp: '회원가입 요청이 너무 많습니다.',
  passwordReset: '비밀번호 찾기 요청이 너무 많습니다.',
  oauth: '소셜 로그인 시도가 너무 많습니다.',
  comment: '댓글을 너무 자주 작성하고 있습니다.',
  post: '글을 너무 자주 작성하고 있습니다.',
  like: '좋아요를 너무 많이 눌렀습니다.',
  follow: '팔로우를 너무 많이 변경했습니다.',
  consultation: '상담 요청을 너무 많이 보냈습니다.',
  report: '신고를 너무 많이 보냈습니다.',
  takedown: '권리침해 신고를 너무 많이 보냈습니다.',
};

/** The Korean message of a 429 answer (the toast the app shows): what happened and how long to wait. */
export const RATE_LIMIT_TEXT = {
  message: (policy: RateLimitPolicy, wait: RetryWait): string =>
    `${WHAT[policy]} ${waitText(wait)} 후에 다시 시도해 주세요.`,
  /** A live notification stream refused: its client address already holds as many as it may (the server's 429). */
  tooManyStreams:
    '이 네트워크에서 열린 실시간 알림 연결이 너무 많습니다. 다른 탭이나 기기의 연결을 닫은 뒤 다시 시도해 주세요.',
  /** A 429 from somewhere that sent no Korean text of its own. */
  generic: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
} as const;
