import { CONTENT_POLICIES } from '../domain/content/policy';
import {
  BoardCardArray,
  BoardListQuery,
  BoardPage,
  BoardPostDetail,
  BoardSearchQuery,
  QnaSearchQuery,
} from './boards';
import { type ContentPaths, contentOperations } from './content.operations';

const schemas = {
  listQuery: BoardListQuery,
  searchQuery: BoardSearchQuery,
  page: BoardPage,
  cards: BoardCardArray,
  detail: BoardPostDetail,
} as const;

export const POST_PATHS: ContentPaths = {
  list: '/api/board/posts',
  search: '/api/board/posts/search',
  popular: '/api/board/popular/weekly',
  drafts: '/api/board/posts/draft/all',
  detail: '/api/board/post/{id}',
  create: '/api/board/post',
  createDraft: '/api/board/post/draft',
  edit: '/api/board/post/{id}',
  autosave: '/api/board/post/draft/{id}',
  publish: '/api/board/post/draft/{id}/publish',
  remove: '/api/board/post/{id}',
  like: '/api/board/post/{id}/like',
  comments: '/api/board/post/{id}/comments',
  comment: '/api/board/post/{id}/comment',
  reply: '/api/board/post/{id}/comment/{commentId}/reply',
  editComment: '/api/board/post/comment/{commentId}',
  removeComment: '/api/board/post/comment/{commentId}/status',
  blindComment: '/api/board/post/comment/{commentId}/blind',
  likeComment: '/api/board/comment/{commentId}/like',
};

export const QNA_PATHS: ContentPaths = {
  list: '/api/board/qna/posts',
  search: '/api/board/qna/posts/search',
  popular: '/api/board/qna/popular/weekly',
  drafts: '/api/board/qna/posts/draft/all',
  detail: '/api/board/qna/{id}',
  create: '/api/board/qna/post',
  createDraft: '/api/board/qna/draft',
  edit: '/api/board/qna/post/{id}',
  autosave: '/api/board/qna/draft/{id}',
  publish: '/api/board/qna/draft/{id}/publish',
  remove: '/api/board/qna/post/{id}',
  like: '/api/board/qna/{id}/like',
  comments: '/api/board/qna/post/{id}/comments',
  comment: '/api/board/qna/post/{id}/comment',
  reply: '/api/board/qna/post/{id}/comment/{commentId}/reply',
  editComment: '/api/board/qna/comment/{commentId}',
  removeComment: '/api/board/qna/comment/{commentId}',
  blindComment: '/api/board/qna/comment/{commentId}/blind',
  likeComment: '/api/board/qna/comment/{commentId}/like',
};

/** Spec section 7 "Free board". */
export const POST_OPERATIONS = contentOperations({
  policy: CONTENT_POLICIES.post,
  tag: 'free board',
  schemas,
  publishByPatch: true,
  paths: POST_PATHS,
});

/** Spec section 7 "Q&A board": anonymous authors; searching by author is not offered. */
export const QNA_OPERATIONS = contentOperations({
  policy: CONTENT_POLICIES.qna,
  tag: 'Q&A board',
  schemas: { ...schemas, searchQuery: QnaSearchQuery },
  publishByPatch: true,
  paths: QNA_PATHS,
});
