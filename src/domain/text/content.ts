import { formatCount } from './numbers';
/** How an anonymous author (the Q&A board) is shown, in cards, details, comments and notifications. */
export const ANONYMOUS_AUTHOR_TEXT = '익명';

/** What each kind of content is called in running text (notifications, dialogs). */
export const CONTENT_NOUN_TEXT = {
  article: '아티클',
  post: '게시글',
  qna: '질문',
} as const;

/** The floating write button of each kind's home. */
export const CONTENT_WRITE_TEXT = {
  article: '아티클 쓰기',
  post: '글쓰기',
  qna: '질문하기',
} as const;

/** What every kind's pages show around an item. */
export const CONTENT_TEXT = {
  bodyLoading: '본문을 불러오는 중...',
  edit: '수정',
  delete: '삭제',
  more: '더보기',
  menu: '글 메뉴',
  views: (n: number) => `조회 ${formatCount(n)}`,
  likes: (n: number) => `좋아요 ${formatCount(n)}`,
  comments: (n: number) => `댓글 ${formatCount(n)}`,
  draftBadge: '임시저장',
  tagList: '태그',
  /** After the anonymous name, for the writer reading their own post. */
  mine: '내 글',
} as const;

/** Deleting an item (spec section 8 toasts), per kind. */
export const CONTENT_DELETE_TEXT = {
  article: {
    deleting: '아티클을 삭제하는 중입니다.',
    deleted: '아티클이 삭제되었습니다',
    failed: '아티클 삭제에 실패했습니다.',
  },
  post: {
    deleting: '게시글을 삭제하는 중입니다.',
    deleted: '게시글이 삭제되었습니다',
    failed: '게시글 삭제에 실패했습니다.',
  },
  qna: {
    deleting: '질문을 삭제하는 중입니다.',
    deleted: '질문이 삭제되었습니다',
    failed: '질문 삭제에 실패했습니다.',
  },
} as const;
