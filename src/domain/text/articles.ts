import { ARTICLE_MAIN_TEXT } from './articles-main';

/** Korean text of the article home, article detail, comments, reactions and sharing (spec sections 2 and 8). */
export const ARTICLE_TEXT = {
  ...ARTICLE_MAIN_TEXT,

  // Toasts of spec section 8 (a server message, when there is one, replaces the failure texts).
  consultationSent: '상담 요청을 보냈습니다.',
  consultationFailed: '상담 요청에 실패했습니다.',
  consultationDailyLimit: '같은 사용자에게는 하루에 한 번만 상담을 요청할 수 있습니다',
  followFailed: '팔로우에 실패했습니다.',
  likeFailed: '좋아요에 실패했습니다.',
  ownArticleLike: '자신의 아티클에는 좋아요를 누를 수 없습니다',
  ownCommentLike: '자신의 댓글에는 좋아요를 누를 수 없습니다',
  articleDeleteFailed: '아티클 삭제에 실패했습니다.',
  articleDeleting: '아티클을 삭제하는 중입니다.',
  articleDeleted: '아티클이 삭제되었습니다',
  commentWriting: '댓글을 작성하는 중입니다.',
  commentWritten: '댓글이 작성되었습니다',
  commentCreateFailed: '댓글 작성에 실패했습니다.',
  commentEdited: '댓글이 수정되었습니다',
  commentEditFailed: '댓글 수정에 실패했습니다.',
  commentDeleting: '댓글을 삭제하는 중입니다.',
  commentDeleted: '댓글이 삭제되었습니다',
  commentDeleteFailed: '댓글 삭제에 실패했습니다.',
  linkCopied: '링크가 복사되었습니다',
  linkCopyFailed: '링크 복사에 실패했습니다',

  // Article home (the list itself is in articles-main.ts).
  popularTitle: '인기 아티클',
  popularMore: '더보기',
  popularPage: (page: number, count: number) => `${page} / ${count}`,
  editorsTitle: '인기 에디터',
  editorsSeeAll: '전체보기',
  follow: '팔로우',
  following: '팔로잉',
  draftBadge: '임시저장',

  // Article detail (its frame is in articles-main.ts).
  viewComments: (n: number) => `댓글 보기 (${n.toLocaleString('ko-KR')})`,
  edit: '수정',
  delete: '삭제',
  like: '좋아요',
  unlike: '좋아요 취소',
  likeCount: (n: number) => `좋아요 ${n.toLocaleString('ko-KR')}개`,
  share: '공유하기',
  shareTip: '좋아요를 누르고 나중에 다시 읽어보세요',
  consult: '상담하기',
  authorArticles: (name: string) => `${name}님의 다른 아티클`,
  more: '더보기',
  popularTop: '인기 아티클 TOP 3',
  bodyLoading: '본문을 불러오는 중...',
  tagList: '태그',

  // Share dialog.
  shareTitle: '공유하기',
  shareTargets: {
    facebook: '페이스북',
    x: 'X(트위터)',
    line: '라인',
    naver: '네이버',
    kakaostory: '카카오스토리',
  },
  shareNative: '다른 앱으로 공유',
  copyLink: '링크 복사',
  shareTargetsLabel: '공유할 곳',

  // Consultation modal.
  consultationTitle: '상담 요청',
  consultationTo: (name: string) => `${name}님에게 상담을 요청합니다.`,
  consultationType: '상담 유형',
  consultationMessage: '상담 내용',
  consultationPlaceholder: '궁금한 점이나 요청 사항을 자유롭게 적어 주세요.',
  consultationSubmit: '요청 보내기',

  // Comments.
  commentsTitle: '댓글',
  commentCount: (n: number) => `${n.toLocaleString('ko-KR')}`,
  commentPlaceholder: '댓글을 남겨 주세요',
  commentLoginPlaceholder: '로그인 후 댓글을 남길 수 있습니다',
  commentSubmit: '등록',
  commentLabel: '댓글 입력',
  replyLabel: '답글 입력',
  replyPlaceholder: '답글을 남겨 주세요',
  reply: '답글',
  replySubmit: '답글 등록',
  editSubmit: '수정 완료',
  cancel: '취소',
  commentMenu: '댓글 메뉴',
  noComments: '첫 댓글을 남겨 주세요.',
  commentsFailed: '댓글을 불러오지 못했습니다.',
  edited: '(수정됨)',
  mention: (name: string) => `@${name}`,
  commentsBlurPrompt: '회원가입하고 댓글을 확인해 보세요',
  commentsBlurSignUp: '회원가입',
  commentsBlurLogin: '로그인',

  // Spotlight.
  spotlightTitle: '인기 에디터',
  spotlightDescription: '킥오프에서 사랑받는 전문가와 에디터를 만나 보세요.',
  spotlightEmpty: '아직 인기 에디터가 없습니다.',
  followers: (n: number) => `팔로워 ${n.toLocaleString('ko-KR')}`,

  // Mobile bottom bar.
  bottomBar: '아티클 반응',
} as const;
