import type { NotificationCategory } from '../notification-preferences';

/** Notification settings (/users/edit), the push opt-in (bell panel and settings), the offline page. */
export const PUSH_TEXT = {
  settingsTitle: '알림 설정',
  settingsDescription: '받고 싶은 알림을 종류별로 고르세요. 알림함(종)과 휴대폰 푸시를 따로 정할 수 있어요.',
  categoryColumn: '알림 종류',
  bellColumn: '알림함',
  pushColumn: '푸시',
  categories: {
    COMMENTS: '내 글에 달린 댓글',
    REPLIES: '답글과 언급',
    LIKES: '좋아요와 레벨업',
    FOLLOWS: '팔로우와 새 아티클',
    CONSULTATIONS: '상담',
    MODERATION: '신고와 운영 조치',
    TEAM_MATCHES: '팔로우한 팀의 경기',
  } satisfies Record<NotificationCategory, string>,
  switchLabel: (category: string, channel: string) => `${category} ${channel} 받기`,
  saved: '알림 설정을 저장했습니다.',
  saveFailed: '알림 설정을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  // The explanation shown before the browser's permission prompt (never on a first visit).
  optInTitle: '휴대폰으로 푸시 받기',
  optInExplanation:
    '사이트를 닫아 두어도 댓글, 답글, 팔로우한 팀의 경기 소식을 휴대폰과 컴퓨터 알림으로 받을 수 있어요. 켜면 브라우저가 알림 권한을 물어봅니다. 받을 알림 종류는 계정 설정의 알림 설정에서 고를 수 있어요.',
  optIn: '푸시 알림 켜기',
  optOut: '이 기기에서 푸시 알림 끄기',
  optedIn: '이 기기에서 푸시 알림을 받고 있어요.',
  enabling: '푸시 알림을 켜는 중…',
  unsupported: '이 브라우저는 푸시 알림을 지원하지 않아요.',
  denied: '브라우저에서 알림 권한이 막혀 있어요. 브라우저의 사이트 설정에서 알림을 허용해 주세요.',
  failed: '푸시 알림을 켜지 못했습니다. 잠시 후 다시 시도해 주세요.',
  endpointInvalid: '지원하지 않는 푸시 서비스 주소입니다.',
  keyInvalid: '푸시 구독 키 형식이 올바르지 않습니다.',
  // What the service worker shows.
  notificationTitle: '킥오프',
  // The offline page the service worker serves when the network is gone.
  offlineTitle: '오프라인 상태예요',
  offlineBody: '인터넷 연결이 끊겼어요. 연결되면 다시 시도해 주세요.',
  offlineRetry: '다시 시도',
} as const;
