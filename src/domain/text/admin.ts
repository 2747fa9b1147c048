import type { AuditActionName } from '../audit';
import type { Role } from '../role';
import { type SuspensionDays, seoulDateTime } from '../suspension';
import { formatCount } from './numbers';

const untilText = (until: Date | null): string =>
  until === null ? '영구적으로' : `${seoulDateTime(until)}(한국 시간)까지`;

/** Suspensions (이용 정지): the refusal, the banner and the warning notification (issue 22). */
export const SUSPENSION_TEXT = {
  /** The 403 every refused write carries: until when, in Asia/Seoul. */
  refused: (until: Date | null): string =>
    until === null
      ? '이용이 영구 정지된 계정입니다. 글쓰기, 댓글, 좋아요 등 활동을 할 수 없습니다.'
      : `이용이 정지된 계정입니다. ${seoulDateTime(until)}(한국 시간)까지 글쓰기, 댓글, 좋아요 등 활동을 할 수 없습니다.`,
  bannerTitle: '계정 이용이 정지되었습니다',
  banner: (reason: string, until: Date | null): string =>
    `사유: ${reason} · ${until === null ? '영구 정지' : `${seoulDateTime(until)}(한국 시간)까지`}. 정지 기간에는 글을 읽을 수 있지만 쓸 수는 없습니다.`,
  suspendedNotice: (reason: string, until: Date | null): string =>
    `운영 정책 위반으로 이용이 ${untilText(until)} 정지되었습니다. 사유: ${reason}`,
  liftedNotice: '이용 정지가 해제되었습니다.',
  warningNotice: (reason: string): string => `운영자로부터 경고를 받았습니다. 사유: ${reason}`,
  reasonRequired: '사유를 입력해 주세요.',
  reasonTooLong: (max: number) => `사유는 ${formatCount(max)}자 이내로 입력해 주세요.`,
  daysInvalid: '정지 기간을 선택해 주세요.',
  cannotSuspend: '이 회원은 정지할 수 없습니다.',
  cannotChangeRole: '역할을 바꿀 수 없습니다.',
  notSuspended: '정지 중인 회원이 아닙니다.',
} as const;

/** The admin console (/admin): navigation, the members and audit pages. */
export const ADMIN_TEXT = {
  consoleTitle: '관리자 콘솔',
  navLabel: '관리자 메뉴',
  nav: {
    reports: '신고 처리',
    cases: '임시조치',
    members: '회원',
    audit: '감사 기록',
  },
  home: '관리할 항목을 선택해 주세요.',
  membersTitle: '회원 관리',
  searchLabel: '닉네임 또는 이메일 검색',
  searchPlaceholder: '닉네임 또는 이메일',
  search: '검색',
  membersEmpty: '검색된 회원이 없습니다.',
  loadFailed: '불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  loading: '불러오는 중…',
  columns: {
    nickname: '닉네임',
    email: '이메일',
    role: '역할',
    status: '상태',
    joined: '가입일',
    actions: '관리',
  },
  roles: { USER: '회원', EDITOR: '에디터', MODERATOR: '모더레이터', ADMIN: '관리자' } satisfies Readonly<
    Record<Role, string>
  >,
  active: '정상',
  suspendedUntil: (until: Date | null) => (until === null ? '영구 정지' : `${seoulDateTime(until)}까지 정지`),
  suspend: '이용 정지',
  lift: '정지 해제',
  warn: '경고',
  changeRole: '역할 변경',
  roleLabel: (nickname: string) => `${nickname} 님의 역할`,
  suspendTitle: (nickname: string) => `${nickname} 님 이용 정지`,
  warnTitle: (nickname: string) => `${nickname} 님에게 경고`,
  durationLegend: '정지 기간',
  durations: (days: SuspensionDays | null) => (days === null ? '영구' : `${days}일`),
  reasonLabel: '사유',
  confirm: '확인',
  cancel: '취소',
  suspended: '이용을 정지했습니다.',
  lifted: '정지를 해제했습니다.',
  warned: '경고를 보냈습니다.',
  roleChanged: '역할을 변경했습니다.',
  actionFailed: '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  previous: '이전',
  next: '다음',
  pageOf: (page: number, pages: number) => `${formatCount(page)} / ${formatCount(pages)} 페이지`,
  auditTitle: '감사 기록',
  auditEmpty: '기록이 없습니다.',
  filterAction: '작업',
  filterAll: '전체',
  filterActor: '처리자 ID',
  filterTargetKind: '대상 종류',
  filterTargetId: '대상 ID',
  filter: '적용',
  auditColumns: {
    when: '일시',
    actor: '처리자',
    action: '작업',
    target: '대상',
    reason: '사유',
    change: '변경',
  },
  operator: '운영자 명령(CLI)',
  actions: {
    'role.change': '역할 변경',
    'report.dismiss': '신고 기각',
    'content.hide': '숨김',
    'content.restore': '복원',
    'content.delete': '삭제',
    'comment.blind': '댓글 블라인드',
    'member.warn': '경고',
    'member.suspend': '이용 정지',
    'member.lift': '정지 해제',
    'takedown.request': '권리침해 신고 접수',
    'takedown.apply': '임시조치 적용',
    'takedown.reject': '권리침해 신고 기각',
    'takedown.objection': '이의제기',
    'takedown.restore': '임시조치 복원',
    'takedown.delete': '임시조치 삭제',
  } satisfies Readonly<Record<AuditActionName, string>>,
} as const;
