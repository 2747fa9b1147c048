import { formatCount } from './numbers';
/** The account settings pages: /users/edit (profile, visibility, 회원 탈퇴) and /users/editPassword. */
export const PROFILE_EDIT_TEXT = {
  title: '프로필 수정',
  formLabel: '프로필 정보',
  pictureLabel: '프로필 사진',
  pictureHint: 'JPEG, PNG, WebP, GIF · 10MB 이하. 올린 사진은 킥오프 서버에서 다시 저장됩니다.',
  pictureAlt: '내 프로필 사진',
  pictureChoose: '사진 선택',
  pictureChange: '사진 바꾸기',
  pictureRemove: '사진 삭제',
  pictureUploading: (percent: number) => `사진 올리는 중 ${percent}%`,
  pictureCancel: '올리기 취소',
  pictureFailed: '사진을 올리지 못했습니다. 다시 시도해 주세요.',
  name: '닉네임',
  nameHint: '2~16자, 한글·영문·숫자·밑줄(_)',
  job: '직업',
  jobHint: '두 줄, 40자까지 보입니다.',
  introduction: '소개',
  introductionCount: (length: number, max: number) => `${formatCount(length)} / ${formatCount(max)}자`,
  linksLegend: '링크',
  linksHint: 'http:// 또는 https://로 시작하는 주소만 넣을 수 있습니다.',
  homepageUrl: '홈페이지',
  instagramUrl: '인스타그램',
  youtubeUrl: '유튜브',
  blogUrl: '블로그',
  save: '저장',
  saved: '프로필을 저장했습니다.',
  saveFailed: '프로필을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  waitForPicture: '사진을 다 올린 뒤에 저장해 주세요.',
  fixErrors: '입력한 내용을 확인해 주세요.',
  passwordLink: '비밀번호 변경',
  myProfile: '내 프로필 보기',
  loadFailed: '프로필을 불러오지 못했습니다.',
  loginTitle: '로그인이 필요합니다',
  loginDescription: '로그인하면 프로필과 공개 범위를 바꿀 수 있어요.',
  login: '로그인',
} as const;

/** The five visibility switches, by the list each hides (src/domain/profile.ts VISIBILITY_SETTINGS). */
export const VISIBILITY_TEXT = {
  legend: '공개 범위',
  hint: '끄면 다른 사람에게는 목록 대신 "비공개"가 보입니다. 나는 언제나 모두 볼 수 있습니다.',
  labels: {
    comment: '아티클 댓글 공개',
    'liked-board-post': '좋아요한 게시글 공개',
    'liked-article': '좋아요한 아티클 공개',
    'board-post': '작성한 게시글 공개',
    'board-comment': '게시판 댓글 공개',
  },
  on: '공개',
  off: '비공개',
  failed: '공개 범위를 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export const PASSWORD_EDIT_TEXT = {
  title: '비밀번호 변경',
  subtitle: '비밀번호를 바꾸면 이 기기를 뺀 다른 기기에서는 모두 로그아웃됩니다.',
  currentPassword: '현재 비밀번호',
  newPassword: '새 비밀번호',
  newPasswordHint: '8자 이상 64자 이하',
  newPasswordConfirm: '새 비밀번호 확인',
  submit: '비밀번호 변경',
  done: '비밀번호를 바꿨습니다. 다른 기기에서는 다시 로그인해야 합니다.',
  failed: '비밀번호를 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.',
  back: '프로필 수정으로',
  loginDescription: '로그인하면 비밀번호를 바꿀 수 있어요.',
  socialNoPassword:
    '소셜 계정으로 가입해 비밀번호가 없다면, 로그인 화면의 "비밀번호 찾기"로 먼저 만들어 주세요.',
} as const;

export const ACCOUNT_DELETE_TEXT = {
  section: '회원 탈퇴',
  description:
    '탈퇴하면 프로필과 개인 정보가 지워집니다. 작성한 글과 댓글은 남고 작성자는 "탈퇴한 회원"으로 보입니다.',
  open: '회원 탈퇴',
  dialogTitle: '정말 탈퇴하시겠어요?',
  dialogDescription: '탈퇴한 뒤에는 되돌릴 수 없습니다. 같은 이메일로 다시 가입할 수 있습니다.',
  socialDescription: '소셜 로그인 계정은 비밀번호 없이 탈퇴합니다.',
  password: '비밀번호 확인',
  confirm: '탈퇴하기',
  cancel: '취소',
  done: '회원 탈퇴가 완료되었습니다. 그동안 킥오프를 이용해 주셔서 감사합니다.',
  failed: '탈퇴하지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;
