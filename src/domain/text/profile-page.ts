/** The profile page (/users/{id}): its header, the lists of its tabs and the counsel tab's answers. */

/** Each list of a tab: its heading and what it says when empty. */
const section = (title: string, empty: string) => ({ title, empty }) as const;

export const PROFILE_PAGE_TEXT = {
  editProfile: '프로필 수정',
  linksLabel: '링크',
  links: {
    homepageUrl: '홈페이지',
    instagramUrl: '인스타그램',
    youtubeUrl: '유튜브',
    blogUrl: '블로그',
  },
  /** Spoken after a link that opens a new window. */
  newWindow: '(새 창)',
  introEmpty: '아직 소개가 없습니다.',
  /** A list its owner keeps from others: never its data. */
  hidden: '비공개로 설정된 목록입니다.',
  onlyMine: '익명 게시판의 글과 댓글은 나에게만 보입니다.',
  loadFailed: '프로필을 불러오지 못했습니다.',
  listFailed: '목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  commentOn: (where: string) => `${where}에 남긴 댓글`,
  reply: '답글',
  sections: {
    articleComments: section('아티클 댓글', '아직 아티클에 남긴 댓글이 없습니다.'),
    postComments: section('자유 게시판 댓글', '아직 자유 게시판에 남긴 댓글이 없습니다.'),
    qnaComments: section('익명 게시판 댓글', '아직 익명 게시판에 남긴 댓글이 없습니다.'),
    posts: section('자유 게시판 글', '아직 작성한 게시글이 없습니다.'),
    qnaPosts: section('익명 게시판 글', '아직 익명 게시판에 쓴 글이 없습니다.'),
    likedArticles: section('좋아요한 아티클', '아직 좋아요한 아티클이 없습니다.'),
    likedPosts: section('좋아요한 자유 게시판 글', '아직 좋아요한 게시글이 없습니다.'),
    likedQnaPosts: section('좋아요한 익명 게시판 글', '아직 좋아요한 익명 게시판 글이 없습니다.'),
    articles: section('발행한 아티클', '아직 발행한 아티클이 없습니다.'),
    received: section('받은 상담', '아직 받은 상담 요청이 없습니다.'),
    sent: section('보낸 상담', '아직 보낸 상담 요청이 없습니다.'),
    articleDrafts: section('아티클 임시저장', '임시저장한 아티클이 없습니다.'),
    postDrafts: section('자유 게시판 임시저장', '임시저장한 게시글이 없습니다.'),
    qnaDrafts: section('익명 게시판 임시저장', '임시저장한 익명 게시판 글이 없습니다.'),
  },
  draftSaved: (when: string) => `${when} 저장`,
  untitled: '제목 없음',
  counsel: {
    status: { REQUESTED: '답변 대기', ANSWERED: '답변 완료', DECLINED: '거절함' },
    from: (name: string) => `보낸 사람 ${name}`,
    to: (name: string) => `받는 사람 ${name}`,
    answerHeading: '답변',
    answerLabel: '답변 내용',
    answerPlaceholder: '상담 요청에 대한 답변을 입력해 주세요.',
    submit: '답변 보내기',
    decline: '거절하기',
    declineTitle: '상담 요청을 거절할까요?',
    declineMessage: '거절한 요청에는 다시 답변할 수 없습니다. 요청한 분에게 알림이 갑니다.',
    declineConfirm: '거절',
    cancel: '취소',
    answered: '답변을 보냈습니다.',
    declined: '상담 요청을 거절했습니다.',
    answerFailed: '답변을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
    declineFailed: '요청을 거절하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    waiting: '아직 답변을 기다리고 있습니다.',
    declinedNote: '전문가가 이 요청을 거절했습니다.',
  },
} as const;
