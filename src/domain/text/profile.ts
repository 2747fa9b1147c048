/** Korean texts of profiles, profile editing, account deletion and consultations. */

/** The author name shown on the content of a deleted account. */
export const DELETED_MEMBER_NAME = '탈퇴한 회원';

/** Reasons the server (contract) gives for bad profile input. */
export const PROFILE_INPUT_TEXT = {
  jobLength: '직업은 40자 이하로 입력해 주세요.',
  jobLines: '직업은 두 줄 이하로 입력해 주세요.',
  introductionLength: '소개는 1,000자 이하로 입력해 주세요.',
  url: 'http:// 또는 https://로 시작하는 올바른 주소를 입력해 주세요.',
  urlLength: '주소는 500자 이하로 입력해 주세요.',
  profileImage: '프로필 사진은 킥오프에 올린 이미지만 사용할 수 있습니다.',
  answerRequired: '답변 내용을 입력해 주세요.',
  answerTooLong: '답변은 2,000자 이하로 입력해 주세요.',
  passwordConfirmMismatch: '새 비밀번호가 서로 다릅니다.',
  passwordSame: '새 비밀번호가 지금 비밀번호와 같습니다.',
  boxInvalid: '올바른 상담 목록이 아닙니다.',
} as const;
