import type { OAuthFailureReason, SocialProvider } from '../social-login';

/** Social login: the buttons of the sign-in page, the callback page and the account link. */
export const SOCIAL_LOGIN_TEXT = {
  providerName: { kakao: '카카오', naver: '네이버', google: '구글' } as Readonly<
    Record<SocialProvider, string>
  >,
  start: (provider: SocialProvider): string => `${SOCIAL_LOGIN_TEXT.providerName[provider]}로 시작하기`,
  divider: '또는',
  groupLabel: '소셜 계정으로 로그인',
  processingTitle: '로그인 처리 중입니다',
  processingDescription: '잠시만 기다려 주세요.',
  linkTitle: '이미 가입된 이메일입니다',
  linkDescription: (provider: SocialProvider, email: string): string =>
    `${email}은(는) 이미 킥오프 계정에서 사용 중입니다. 이 계정의 비밀번호를 입력하면 ${SOCIAL_LOGIN_TEXT.providerName[provider]} 계정을 연결하고 로그인합니다.`,
  linkSubmit: '계정 연결하고 로그인',
  linkCancel: '취소',
  linked: (provider: SocialProvider): string =>
    `${SOCIAL_LOGIN_TEXT.providerName[provider]} 계정이 연결되었습니다.`,
  forgotPassword: '비밀번호를 모르시나요?',
} as const;

/** The failure page's reason line, by the `reason` query parameter. */
export const OAUTH_FAILURE_TEXT: Readonly<Record<OAuthFailureReason, string>> = {
  denied: '소셜 로그인 동의가 취소되었습니다. 다시 시도하려면 아래 버튼을 눌러 주세요.',
  state: '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 로그인해 주세요.',
  invalid: '올바르지 않은 로그인 응답을 받았습니다. 다시 로그인해 주세요.',
  provider: '소셜 로그인 서비스에서 올바른 응답을 받지 못했습니다. 잠시 후 다시 시도해 주세요.',
  timeout: '소셜 로그인 서비스의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.',
  expired: '로그인 정보가 만료되었거나 이미 사용되었습니다. 다시 로그인해 주세요.',
  disabled: '지금은 사용할 수 없는 로그인 방법입니다.',
  rateLimited: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
};

/** Onboarding: the first social sign-in chooses a nickname and accepts the terms. */
export const ONBOARDING_TEXT = {
  title: '프로필 만들기',
  subtitle: '킥오프에서 사용할 닉네임을 정하고 약관에 동의해 주세요.',
  submit: '시작하기',
  done: '프로필이 만들어졌습니다. 킥오프에 오신 것을 환영합니다!',
  logout: '다른 계정으로 로그인',
  /** The 403 every other call answers until onboarding is done. */
  required: '닉네임을 정하고 약관에 동의한 뒤 이용할 수 있습니다.',
  alreadyDone: '이미 프로필을 만들었습니다.',
} as const;

/** "비밀번호 찾기": the request page, the reset page and the mail. */
export const PASSWORD_RESET_TEXT = {
  forgotLink: '비밀번호 찾기',
  requestTitle: '비밀번호 찾기',
  requestSubtitle: '가입한 이메일 주소를 입력하면 비밀번호 재설정 링크를 보내 드립니다.',
  requestSubmit: '재설정 링크 보내기',
  requestSent:
    '입력한 이메일로 가입된 계정이 있다면 비밀번호 재설정 링크를 보냈습니다. 메일이 보이지 않으면 스팸함도 확인해 주세요.',
  resetTitle: '새 비밀번호 설정',
  resetSubtitle: '새로 사용할 비밀번호를 입력해 주세요. 변경하면 모든 기기에서 로그아웃됩니다.',
  newPassword: '새 비밀번호',
  resetSubmit: '비밀번호 변경',
  resetDone: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.',
  invalidToken: '재설정 링크가 만료되었거나 이미 사용되었습니다. 비밀번호 찾기를 다시 진행해 주세요.',
  missingToken: '재설정 링크가 올바르지 않습니다. 메일의 링크를 다시 눌러 주세요.',
  backToSignIn: '로그인으로 돌아가기',
  mailSubject: '[킥오프] 비밀번호 재설정 안내',
  mailText: (link: string): string =>
    [
      '안녕하세요, 킥오프입니다.',
      '',
      '아래 링크에서 새 비밀번호를 설정해 주세요. 링크는 30분 동안 한 번만 사용할 수 있습니다.',
      link,
      '',
      '비밀번호 재설정을 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
    ].join('\n'),
  mailButton: '새 비밀번호 설정하기',
} as const;
