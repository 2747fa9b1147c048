import { BIRTH_DATE_TEXT } from './birth-date';

/** Youth protection (issue 23): date of birth, the guardian's consent, the waiting banner and the age band. */
export const MINORS_TEXT = {
  birthDate: BIRTH_DATE_TEXT.label,
  birthDateHint: '만 14세 미만은 보호자 동의가 필요합니다. 생년월일은 다른 회원에게 공개되지 않습니다.',
  birthDateRequired: BIRTH_DATE_TEXT.required,
  birthDateInvalid: BIRTH_DATE_TEXT.invalid,
  ageBand: {
    CHILD: '14세 미만',
    TEEN: '14–18세',
    ADULT: '19세 이상',
  } satisfies Readonly<Record<'CHILD' | 'TEEN' | 'ADULT', string>>,
  ageBandLabel: '연령대',
  // The child's step: who the guardian is.
  guardianTitle: '보호자 동의가 필요해요',
  guardianDescription:
    '만 14세 미만 회원은 법정대리인(보호자)의 동의가 있어야 킥오프에 글을 쓸 수 있어요. 보호자의 이메일을 입력하면 동의 요청 메일을 보내 드려요.',
  guardianEmail: '보호자 이메일',
  guardianEmailPlaceholder: 'parent@example.com',
  guardianEmailSelf: '본인의 이메일이 아닌 보호자의 이메일을 입력해 주세요.',
  guardianSubmit: '동의 요청 메일 보내기',
  guardianSent: (email: string) => `${email}(으)로 동의 요청 메일을 보냈어요.`,
  guardianResend: '다른 이메일로 다시 보내기',
  guardianExpiry: '7일 안에 보호자가 동의하지 않으면 계정과 입력한 정보는 모두 삭제됩니다.',
  // The banner while waiting.
  pendingBanner: '보호자 동의를 기다리고 있어요. 동의가 끝날 때까지는 글과 댓글을 읽을 수만 있어요.',
  pendingBannerLink: '보호자 동의 요청하기',
  // The mail to the guardian.
  mailSubject: '[킥오프] 자녀의 회원가입에 보호자 동의가 필요합니다',
  mailText: (nickname: string, consentLink: string, withdrawLink: string) =>
    [
      '안녕하세요, 유소년 축구 커뮤니티 킥오프입니다.',
      '',
      `만 14세 미만 회원 "${nickname}"님이 보호자 이메일로 이 주소를 입력했습니다.`,
      '개인정보 보호법 제22조의2에 따라 만 14세 미만 아동의 개인정보를 처리하려면 법정대리인의 동의가 필요합니다.',
      '아래 링크에서 수집하는 정보와 목적을 확인하고 동의 또는 거부를 선택해 주세요. 7일 안에 동의하지 않으면 계정은 삭제됩니다.',
      '',
      consentLink,
      '',
      '동의한 뒤에도 언제든 아래 링크에서 동의를 철회할 수 있으며, 철회하면 계정이 삭제됩니다.',
      '',
      withdrawLink,
      '',
      '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.',
    ].join('\n'),
  mailConsentButton: '동의 페이지 열기',
  mailWithdrawButton: '동의 철회하기',
  // The guardian's page.
  consentTitle: '보호자 동의',
  consentIntro: (nickname: string) =>
    `만 14세 미만 자녀 "${nickname}"님이 킥오프 가입을 신청했습니다. 아래 내용을 확인하고 동의 여부를 선택해 주세요.`,
  collectedHeading: '수집하는 개인정보와 목적',
  collected: [
    '이메일, 비밀번호(암호화하여 저장): 로그인과 계정 관리',
    '닉네임: 커뮤니티 활동 시 작성자 표시',
    '생년월일: 나이 확인과 만 14세 미만 보호 (다른 회원과 관리자 화면에 공개하지 않음)',
    '보호자 이메일, 동의 일시, 동의한 문서의 버전: 법정대리인 동의의 기록',
    '작성한 글, 댓글, 좋아요: 커뮤니티 서비스 제공',
  ],
  protectionHeading: '만 14세 미만 회원의 보호',
  protection: [
    '프로필의 모든 목록은 다른 사람에게 비공개입니다.',
    '직업, 자기소개, 외부 링크는 다른 사람에게 보이지 않습니다.',
    '다른 회원이 상담을 신청할 수 없습니다.',
  ],
  retentionHeading: '보유 기간',
  documentsHeading: '동의하는 문서',
  documentVersion: (title: string, version: string) => `${title} (${version} 시행)`,
  retention:
    '회원 탈퇴, 보호자의 동의 거부 또는 철회 시 계정 정보(생년월일과 보호자 이메일 포함)는 바로 삭제됩니다. 동의하지 않은 채 7일이 지나면 계정은 자동으로 삭제됩니다.',
  consentSubmit: '동의합니다',
  refuseSubmit: '동의하지 않습니다',
  refuseConfirm: '동의하지 않으면 자녀의 계정과 입력한 정보가 모두 삭제됩니다. 계속할까요?',
  consented: '동의가 완료되었습니다. 자녀가 이제 킥오프에서 글을 쓸 수 있어요.',
  refused: '동의하지 않으셨습니다. 자녀의 계정과 정보는 삭제되었습니다.',
  alreadyConsented: '이미 동의를 완료하셨습니다.',
  withdrawTitle: '보호자 동의 철회',
  withdrawDescription: (nickname: string) =>
    `"${nickname}"님에 대한 보호자 동의를 철회하면 계정이 삭제되고 다시 되돌릴 수 없습니다.`,
  withdrawSubmit: '동의 철회하고 계정 삭제',
  withdrawn: '동의를 철회했습니다. 자녀의 계정은 삭제되었습니다.',
  invalidLink: '보호자 동의 링크가 만료되었거나 올바르지 않습니다.',
  failed: '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  goHome: '킥오프 홈으로',
  loading: '불러오는 중...',
} as const;
