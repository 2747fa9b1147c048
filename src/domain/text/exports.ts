import type { ExportFile, ExportStatus } from '../exports';

/** Download my data (내 정보 다운로드, issue 23): the settings section and the archive's README. */
export const EXPORT_TEXT = {
  heading: '내 정보 다운로드',
  description:
    '작성한 글·임시저장 글·댓글·좋아요·팔로우·상담·알림·신고 내역과 올린 사진을 ZIP 파일로 받을 수 있습니다. 준비가 끝나면 7일 동안 내려받을 수 있고, 요청은 하루에 한 번 할 수 있습니다.',
  request: '내 정보 다운로드 요청',
  requesting: '요청 중…',
  requested: '내 정보 파일을 준비하고 있습니다. 준비가 끝나면 이곳에서 내려받을 수 있습니다.',
  requestFailed: '요청하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  status: {
    PREPARING: '준비 중',
    READY: '내려받기',
    EXPIRED: '만료',
    FAILED: '실패',
  } satisfies Readonly<Record<ExportStatus, string>>,
  statusLabel: '상태',
  download: '내려받기',
  downloading: '내려받는 중…',
  downloadFailed: '파일을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.',
  /** Days as `YYYY-MM-DD` in Asia/Seoul (seoulDate). */
  requestedAt: (day: string) => `요청일 ${day}`,
  expiresAt: (day: string) => `${day}까지 내려받을 수 있습니다.`,
  expired: '내려받을 수 있는 기간이 지났습니다. 다시 요청해 주세요.',
  failed: '파일을 만들지 못했습니다. 다시 요청해 주세요.',
  nextAllowed: (day: string) => `다음 요청은 ${day} 이후에 할 수 있습니다.`,
  tooSoon: '내 정보 다운로드는 하루에 한 번 요청할 수 있습니다.',
  notYours: '내려받을 수 없는 파일입니다.',
  none: '아직 요청한 적이 없습니다.',
  loadFailed: '내 정보 다운로드 상태를 불러오지 못했습니다.',
} as const;

/** The README.txt inside the archive: what each file holds. */
export const EXPORT_README = {
  title: '킥오프 내 정보 다운로드',
  intro: (nickname: string, day: string) =>
    `${nickname}님이 요청한 킥오프 계정 정보입니다 (${day} 작성, 시간은 UTC ISO 8601). 개인정보 보호법 제35조에 따른 열람 요청에 응하는 자료입니다.`,
  privacy: '다른 회원은 닉네임으로만 표시되며, 다른 회원의 이메일이나 익명(Q&A) 작성자는 포함되지 않습니다.',
  files: {
    'profile.json': '프로필: 이메일, 닉네임, 직업, 소개, 링크, 공개 범위 설정, 가입일 등 내 계정 정보',
    'posts.json': '내가 게시한 글: 아티클, 자유게시판 글, Q&A 글 (종류는 kind)',
    'drafts.json': '임시저장 글: 모든 종류(Q&A 포함)의 게시하지 않은 글',
    'comments.json': '내가 쓴 댓글과 답글, 댓글이 달린 글의 제목',
    'likes.json': '내가 좋아요한 글과 댓글',
    'follows.json': '내가 팔로우하는 회원(following)과 나를 팔로우하는 회원(followers)의 닉네임',
    'consultations.json': '내가 보낸 상담(sent)과 받은 상담(received), 상대 회원은 닉네임으로만',
    'notifications.json': '내가 받은 알림',
    'consents.json': '내가 동의한 약관·방침과 그 버전, 동의한 시각',
    'reports.json': '내가 한 신고와 처리 상태',
    'blocks.json': '내가 차단한 회원의 닉네임',
  } satisfies Readonly<Record<ExportFile, string>>,
  images: 'images/: 내가 올린 사진(프로필 사진, 글 본문과 썸네일의 사진)',
  unavailable: '이 항목은 아직 킥오프에서 제공하지 않아 비어 있습니다.',
  deletedMember: '탈퇴한 회원',
} as const;
