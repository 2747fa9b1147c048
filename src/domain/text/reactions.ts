import { formatCount } from './numbers';
/** Likes, follows and sharing, on every kind (spec sections 2, 4 and 8). */
export const REACTION_TEXT = {
  like: '좋아요',
  unlike: '좋아요 취소',
  likeCount: (n: number) => `좋아요 ${formatCount(n)}개`,
  likeFailed: '좋아요에 실패했습니다.',
  follow: '팔로우',
  following: '팔로잉',
  followFailed: '팔로우에 실패했습니다.',

  share: '공유하기',
  bottomBar: '글 반응',
  shareTip: '좋아요를 누르고 나중에 다시 읽어보세요',
  shareTitle: '공유하기',
  shareTargets: {
    facebook: '페이스북',
    x: 'X(트위터)',
    line: '라인',
    naver: '네이버',
    kakaostory: '카카오스토리',
  },
  /** KakaoTalk through Kakao's SDK: offered only where the server names a Kakao JavaScript key. */
  shareKakaoTalk: '카카오톡',
  shareNative: '다른 앱으로 공유',
  copyLink: '링크 복사',
  shareTargetsLabel: '공유할 곳',
  linkCopied: '링크가 복사되었습니다',
  linkCopyFailed: '링크 복사에 실패했습니다',
} as const;
