import type { PolicyDocument } from '../policies';

/** Policy pages and consents (issue 23): 이용약관, 개인정보처리방침, 마케팅 정보 수신. */
export const POLICY_TEXT = {
  titles: {
    terms: '이용약관',
    privacy: '개인정보처리방침',
    marketing: '마케팅 정보 수신 동의',
  } satisfies Record<PolicyDocument, string>,
  descriptions: {
    terms: '킥오프 서비스 이용약관: 회원의 권리와 의무, 게시물과 서비스 이용에 관한 약속입니다.',
    privacy:
      '킥오프 개인정보처리방침: 수집하는 개인정보와 이용 목적, 보관 기간, 위탁, 만 14세 미만 아동의 보호, 회원의 권리를 안내합니다.',
    marketing: '킥오프 마케팅 정보 수신 동의: 새 소식과 이벤트 안내를 받는 선택 동의입니다.',
  } satisfies Record<PolicyDocument, string>,
  /** The sign-up and onboarding boxes. */
  consentLabels: {
    terms: '[필수] 이용약관에 동의합니다.',
    privacy: '[필수] 개인정보 수집·이용에 동의합니다.',
    marketing: '[선택] 마케팅 정보 수신에 동의합니다.',
  } satisfies Record<PolicyDocument, string>,
  /** The field error of a required box left empty. */
  consentRequired: {
    terms: '이용약관에 동의해 주세요.',
    privacy: '개인정보 수집·이용에 동의해 주세요.',
    marketing: '마케팅 정보 수신 동의는 선택입니다.',
  } satisfies Record<PolicyDocument, string>,
  consentsLegend: '약관 동의',
  view: '보기',
  viewDocument: (title: string) => `${title} 보기`,
  effectiveDate: (version: string) => `시행일 ${version}`,
  versionsLabel: '다른 버전',
  currentMark: '(현재)',
  pastVersion: (current: string) => `지난 버전입니다. 현재 적용되는 버전은 ${current}에 시행된 버전입니다.`,
  toCurrent: '현재 버전 보기',
  notFound: '문서를 찾을 수 없습니다.',
  loading: '문서를 불러오는 중입니다.',
  /** The dialog a member meets when a required document changed. */
  reconsent: {
    title: '약관이 변경되었습니다',
    body: '아래 문서가 변경되었습니다. 계속 이용하려면 변경된 내용을 확인하고 동의해 주세요.',
    agree: '동의하고 계속하기',
    logout: '로그아웃',
    agreeLabel: (title: string) => `변경된 ${title}에 동의합니다.`,
    done: '동의가 저장되었습니다.',
    failed: '동의를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  /**
   * What the documents say of the operator until the configuration says otherwise (server/policy-config.ts:
   * OPERATOR_NAME, OPERATOR_REPRESENTATIVE, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_PHONE,
   * PRIVACY_OFFICER_NAME, PRIVACY_OFFICER_EMAIL); the demo shows these.
   */
  defaultFacts: {
    'operator.name': '킥오프',
    'operator.representative': '킥오프 운영팀',
    'operator.address': '서울특별시',
    'operator.email': 'help@kickoff.local',
    'operator.phone': '이메일로 문의해 주세요',
    'privacyOfficer.name': '개인정보 보호책임자',
    'privacyOfficer.email': 'privacy@kickoff.local',
  },
  /** The detailed message of a write refused until the member agrees again. */
  reconsentRequired: '변경된 약관에 동의한 뒤 이용할 수 있습니다.',
} as const;
