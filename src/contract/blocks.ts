import * as v from 'valibot';
import { BLOCK_SOURCE_KINDS } from '../domain/blocks';
import { BLOCK_TEXT as T } from '../domain/text/blocks';
import { IdParam, IdValue, pageOf, pagingQuery } from './common';

/** Blocking (차단, issue 22): the wire shapes. */

/**
 * What to block: a member (`user` and their id), or the author of a post or comment, named by the post
 * or comment itself. On the anonymous Q&A board the post or comment is the only handle the browser
 * has: its author's id never leaves the server.
 */
export const BlockRequest = v.object({
  sourceKind: v.picklist(BLOCK_SOURCE_KINDS, T.targetInvalid),
  sourceId: IdValue,
});
export type BlockRequest = v.InferInput<typeof BlockRequest>;

/** A block made: nothing about who it is (an anonymous author stays anonymous). */
export const BlockCreated = v.object({ id: v.number() });

/**
 * One of the caller's blocks. A named block shows the member; an anonymous one shows only the excerpt
 * of the Q&A post or comment it was made from, never who wrote it.
 */
export const BlockEntry = v.object({
  id: v.number(),
  anonymous: v.boolean(),
  user: v.nullable(
    v.object({ id: v.number(), nickname: v.string(), profileImageUrl: v.nullable(v.string()) }),
  ),
  excerpt: v.string(),
  createdAt: v.string(),
});
export type BlockEntry = v.InferOutput<typeof BlockEntry>;

export const BlockPage = pageOf(BlockEntry);
export type BlockPage = v.InferOutput<typeof BlockPage>;

export const BlocksQuery = pagingQuery(20);

export const BlockIdParams = v.object({ id: IdParam });

/** What a post or comment of someone the caller blocked holds, read once ("이번만 보기"). */
export const RevealQuery = v.object({
  sourceKind: v.picklist(['article', 'post', 'qna', 'comment'] as const, T.targetInvalid),
  sourceId: IdParam,
});
export const Revealed = v.object({
  /** The title of a post (null for a comment). */
  title: v.nullable(v.string()),
  /** A post's sanitized HTML body, or a comment's text. */
  content: v.string(),
});
export type Revealed = v.InferOutput<typeof Revealed>;

/**
 * The mark on a card, detail or comment whose author the viewer blocked: its words are replaced by
 * the placeholder (BLOCK_TEXT.placeholder) and the browser offers to read it once.
 */
export const BlockedMark = v.literal(true);
