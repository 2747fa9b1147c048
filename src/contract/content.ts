import * as v from 'valibot';
import { CONTENT_TAGS } from '../domain/catalog';
import { CONTENT_LIMITS } from '../domain/content/limits';
import { CONTENT_INPUT_TEXT as T } from '../domain/text/content-input';
import { COMMENT_TEXT } from '../domain/text/comments';
import { VALIDATION_TEXT } from '../domain/text/validation';
import { RoleSchema } from './auth';
import { IdValue, multiLineText, pageOf, singleLineText } from './common';
import { BlockedMark } from './blocks';
import { HeldMark } from './reports';

/**
 * Wire pieces every content kind shares (articles, free-board posts, Q&A posts): authors, write bodies,
 * comments, likes. The kinds' own cards and details are in articles.ts and boards.ts.
 */

/**
 * Author info (spec section 3). `authorLevel` is `LEVEL_N`. An anonymous author (the Q&A board, to
 * anyone but an ADMIN) has `anonymous` set and no id, picture, job, level or role.
 */
export const AuthorInfo = v.object({
  authorId: v.nullable(v.number()),
  authorName: v.string(),
  authorProfileImageUrl: v.nullable(v.string()),
  authorJob: v.nullable(v.string()),
  authorLevel: v.nullable(v.string()),
  authorRole: v.nullable(RoleSchema),
  anonymous: v.boolean(),
});
export type AuthorInfo = v.InferOutput<typeof AuthorInfo>;

export const ContentTag = v.picklist(CONTENT_TAGS, T.tagInvalid);
export type ContentTag = v.InferOutput<typeof ContentTag>;

/** What every kind's detail carries (spec section 3); a kind adds its own fields (an article's thumbnail). */
export const ContentDetail = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  tags: v.array(ContentTag),
  views: v.number(),
  likeCount: v.number(),
  liked: v.boolean(),
  commentCount: v.number(),
  isDraft: v.boolean(),
  mine: v.boolean(),
  createdAt: v.string(),
  modifiedAt: v.string(),
  publishedAt: v.nullable(v.string()),
  author: AuthorInfo,
  /** Present while reports hold the item pending review (issue 22). */
  held: v.optional(HeldMark),
  /** Present when the viewer blocked the author (issue 22): the words are the placeholder's. */
  blocked: v.optional(BlockedMark),
});
export type ContentDetail = v.InferOutput<typeof ContentDetail>;

/** Title, HTML body (sanitized by the server), tags and thumbnail; what a kind does not have must be empty. */
export const ContentWriteBody = v.object({
  title: v.pipe(singleLineText({ trim: true }), v.maxLength(CONTENT_LIMITS.titleLength, T.titleTooLong)),
  content: v.pipe(multiLineText(), v.maxLength(CONTENT_LIMITS.bodyLength, T.contentTooLong)),
  tags: v.optional(v.pipe(v.array(ContentTag), v.maxLength(3, T.tagsTooMany)), []),
  thumbnailUrl: v.optional(v.nullable(v.pipe(singleLineText(), v.maxLength(500, T.thumbnailInvalid))), null),
});
export type ContentWriteBody = v.InferInput<typeof ContentWriteBody>;

export const IdResponse = v.object({ id: v.number() });
export const LikeResponse = v.object({ liked: v.boolean(), likeCount: v.number() });
export const ImageUploadResponse = v.object({ url: v.string() });

/** Board search scope (`searchType`). */

/** A comment with `deleted`/`blinded` driving the replacement texts; `mine` marks the viewer's own. */
export const Comment = v.object({
  id: v.number(),
  content: v.string(),
  author: AuthorInfo,
  likeCount: v.number(),
  liked: v.boolean(),
  mentionedUserName: v.nullable(v.string()),
  createdAt: v.string(),
  modifiedAt: v.string(),
  parentCommentId: v.nullable(v.number()),
  mine: v.boolean(),
  deleted: v.boolean(),
  blinded: v.boolean(),
  /** Present while reports hold the comment pending review (issue 22). */
  held: v.optional(HeldMark),
  /** Present when the viewer blocked the author (issue 22): the words are the placeholder's. */
  blocked: v.optional(BlockedMark),
});
export type Comment = v.InferOutput<typeof Comment>;
export const CommentThread = v.object({ ...Comment.entries, replies: v.array(Comment) });
export type CommentThread = v.InferOutput<typeof CommentThread>;
export const CommentPage = pageOf(CommentThread);
export type CommentPage = v.InferOutput<typeof CommentPage>;

/** Sent as typed (spec section 5), but the server refuses an all-blank comment and caps the length. */
const CommentContent = v.pipe(
  multiLineText(),
  v.check((s) => s.trim() !== '', T.commentBlank),
  v.maxLength(CONTENT_LIMITS.commentLength, T.commentTooLong),
);
export const CommentBody = v.object({ content: CommentContent });
/** The board's blind with the moderator's reason (issue 22), up to 500 characters; the body may be absent. */
export const BlindBody = v.optional(
  v.object({
    reason: v.optional(
      v.nullable(v.pipe(multiLineText({ trim: true }), v.maxLength(500, COMMENT_TEXT.blindReasonTooLong))),
    ),
  }),
);
export const ReplyBody = v.object({
  content: CommentContent,
  mentionedUserId: v.optional(v.nullable(IdValue), null),
});
/** The free board deletes a comment by a status change (spec section 4). */
export const CommentStatusBody = v.object({ status: v.picklist(['DELETED'], VALIDATION_TEXT.invalidValue) });

/**
 * A written comment: its id and the page of the comment list its thread is on, so the writer is
 * taken to it at once (a reply lands on its parent's page, a new comment on the last page).
 */
export const CommentCreated = v.object({ id: v.number(), page: v.number() });
export type CommentCreated = v.InferOutput<typeof CommentCreated>;
