import { PROFILE_OPERATIONS as OPS } from '../contract/profile.operations';
import type { VisibilityList } from '../domain/profile';

/** The toggle operation of each list (`PATCH /api/user/profile/{list}-visibility`). */
export const VISIBILITY_OPERATIONS = {
  comment: OPS.commentVisibility,
  'liked-board-post': OPS.likedBoardPostVisibility,
  'liked-article': OPS.likedArticleVisibility,
  'board-post': OPS.boardPostVisibility,
  'board-comment': OPS.boardCommentVisibility,
} as const satisfies Record<VisibilityList, unknown>;
