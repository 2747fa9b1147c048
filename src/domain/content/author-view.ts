import { levelFromLikes, levelKey } from '../level';
import type { Role } from '../role';
import { ANONYMOUS_AUTHOR_TEXT } from '../text/content';
import { DELETED_MEMBER_NAME } from '../text/profile';
import type { Viewer } from '../viewer';
import type { ContentPolicy } from './policy';

/** What is known of an author: enough for the author info of spec section 3. */
export interface AuthorFacts {
  readonly id: number;
  readonly nickname: string;
  readonly profileImageUrl: string | null;
  readonly job: string | null;
  readonly role: Role;
  readonly receivedPostLikes: number;
  readonly receivedCommentLikes: number;
  /** The account was deleted: its content stays, its author is no longer anyone. */
  readonly deleted?: boolean;
}

/** The author info of spec section 3, or the anonymous author. */
export interface AuthorView {
  readonly authorId: number | null;
  readonly authorName: string;
  readonly authorProfileImageUrl: string | null;
  readonly authorJob: string | null;
  readonly authorLevel: string | null;
  readonly authorRole: Role | null;
  readonly anonymous: boolean;
}

const ANONYMOUS: AuthorView = {
  authorId: null,
  authorName: ANONYMOUS_AUTHOR_TEXT,
  authorProfileImageUrl: null,
  authorJob: null,
  authorLevel: null,
  authorRole: null,
  anonymous: true,
};

/** A deleted account's content: the deleted-member name (DELETED_MEMBER_NAME) and nothing that leads to the person. */
const DELETED_MEMBER: AuthorView = {
  authorId: null,
  authorName: DELETED_MEMBER_NAME,
  authorProfileImageUrl: null,
  authorJob: null,
  authorLevel: null,
  authorRole: null,
  anonymous: false,
};

/**
 * Who wrote an item or a comment, as a viewer may learn it: on an anonymous kind (the Q&A board)
 * nobody but an ADMIN gets the author's id, name, picture, job, level or role. A deleted account is
 * the deleted-member name to everyone, ADMIN included (nothing of it is left to show). The level is `LEVEL_N`
 * from the likes the author received. The server's cards, details and comments and the demo backend
 * all build author info here.
 */
export const authorView = (author: AuthorFacts, policy: ContentPolicy, viewer: Viewer): AuthorView =>
  policy.anonymous && viewer?.role !== 'ADMIN'
    ? ANONYMOUS
    : author.deleted
      ? DELETED_MEMBER
      : {
          authorId: author.id,
          authorName: author.nickname,
          authorProfileImageUrl: author.profileImageUrl,
          authorJob: author.job,
          authorLevel: levelKey(levelFromLikes(author.receivedPostLikes, author.receivedCommentLikes)),
          authorRole: author.role,
          anonymous: false,
        };
