import type { ReportReason, ReportStatus, ReportTargetKind } from '../reports';
import { formatCount } from './numbers';

/** Reports (신고, issue 22): the dialog, the reporter's list and the held placeholder. */
export const REPORT_TEXT = {
  menuItem: '신고하기',
  profileButton: '신고하기',
  dialogTitle: '신고하기',
  dialogDescription: '신고 사유를 선택해 주세요. 신고한 사람은 상대에게 알려지지 않습니다.',
  reasonLegend: '신고 사유',
  reasons: {
    SPAM: '스팸·홍보',
    ABUSE: '욕설·비하',
    SEXUAL: '음란물',
    PRIVACY: '개인정보 노출',
    CHILD_SAFETY: '아동·청소년 안전 위협',
    RIGHTS: '명예훼손·권리침해',
    OTHER: '기타',
  } satisfies Readonly<Record<ReportReason, string>>,
  detailLabel: '기타 사유',
  detailPlaceholder: '신고 사유를 자세히 적어 주세요',
  detailCounter: (n: number, max: number) => `${formatCount(n)}/${formatCount(max)}`,
  detailRequired: '기타 사유를 입력해 주세요.',
  detailTooLong: (max: number) => `기타 사유는 ${formatCount(max)}자 이내로 입력해 주세요.`,
  reasonInvalid: '신고 사유를 선택해 주세요.',
  targetInvalid: '신고할 대상이 올바르지 않습니다.',
  submit: '신고',
  cancel: '취소',
  done: '신고가 접수되었습니다',
  failed: '신고하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  duplicate: '이미 신고한 대상입니다. 검토가 끝날 때까지 기다려 주세요.',
  self: '자신의 글이나 계정은 신고할 수 없습니다.',
  /** What others see in place of held content, in lists, details and comment threads. */
  heldPlaceholder: '신고가 접수되어 검토 중인 게시물입니다.',
  heldComment: '신고가 접수되어 검토 중인 댓글입니다.',
  /** The author's and moderators' mark on a held item: hidden from others, with the reason. */
  heldNotice: (reason: string) =>
    `신고가 누적되어 다른 사용자에게 숨겨진 상태입니다 (사유: ${reason}). 검토 후 처리됩니다.`,
  heldMarker: '신고로 숨김 처리됨',
  myReports: '내 신고 내역',
  myReportsEmpty: '신고한 내역이 없습니다.',
  myReportsFailed: '신고 내역을 불러오지 못했습니다.',
  targetKinds: {
    article: '칼럼',
    post: '자유게시판 글',
    qna: 'Q&A 글',
    comment: '댓글',
    user: '사용자',
  } satisfies Readonly<Record<ReportTargetKind, string>>,
  statuses: {
    OPEN: '검토 중',
    ACTIONED: '조치 완료',
    DISMISSED: '조치 없음',
  } satisfies Readonly<Record<ReportStatus, string>>,
} as const;
