import { formatCount } from './numbers';

/** Blocking (차단, issue 22): menus, the collapsed placeholder, the settings list, refusals. */
export const BLOCK_TEXT = {
  menuItem: '차단하기',
  profileButton: '차단하기',
  confirmTitle: '이 사용자를 차단할까요?',
  confirmDescription:
    '차단한 사용자의 글과 댓글은 접혀서 보이고, 좋아요·멘션·팔로우·상담 요청 알림을 받지 않습니다. 상대에게는 알리지 않습니다.',
  confirmAnonymousDescription:
    '이 익명 작성자의 Q&A 글과 댓글이 접혀서 보이고, 관련 알림을 받지 않습니다. 상대에게는 알리지 않으며 작성자가 누구인지도 알 수 없습니다.',
  confirm: '차단',
  cancel: '취소',
  done: '차단했습니다',
  failed: '차단하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  self: '자신은 차단할 수 없습니다.',
  limit: (max: number) => `차단은 ${formatCount(max)}명까지 할 수 있습니다. 차단 목록을 정리해 주세요.`,
  targetInvalid: '차단할 대상이 올바르지 않습니다.',
  /** What the blocker sees in place of a blocked member's post or comment. */
  placeholder: '차단한 사용자의 글입니다',
  showOnce: '이번만 보기',
  /**
   * Under the placeholder on a list card: the whole card is one link, so 이번만 보기 is offered on the
   * page it opens.
   */
  cardHint: '글을 열면 이번만 볼 수 있습니다',
  showFailed: '글을 불러오지 못했습니다.',
  /** The account settings list. */
  listTitle: '차단한 사용자',
  listEmpty: '차단한 사용자가 없습니다.',
  listFailed: '차단 목록을 불러오지 못했습니다.',
  anonymousAuthor: '익명 작성자',
  anonymousSource: (excerpt: string) => `Q&A: ${excerpt}`,
  unblock: '차단 해제',
  unblockLabel: (name: string) => `${name} 차단 해제`,
  unblocked: '차단을 해제했습니다',
  unblockFailed: '차단을 해제하지 못했습니다.',
  notFound: '이미 해제된 차단입니다.',
  blockedAt: (date: string) => `${date} 차단`,
  /** A consultation request to a member who blocked the sender: neutral, it tells nothing of the block. */
  consultationUnavailable: '지금은 이 회원에게 상담을 요청할 수 없습니다.',
} as const;
