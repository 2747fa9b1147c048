import { isModeratorRole, type Role } from '../role';
import { COMMENT_TEXT, REPORT_TEXT } from '../text';

/** What the tree needs of a comment: its id and, for a reply, its parent's id. */
export interface TreeComment {
  readonly id: number;
  readonly parentCommentId?: number | null;
}

export type ReplyThread<T> = T & { readonly replies: readonly T[] };

const rootOf = <T extends TreeComment>(comment: T, byId: ReadonlyMap<number, T>): T => {
  const seen = new Set<number>([comment.id]);
  let current = comment;
  for (;;) {
    const parentId = current.parentCommentId;
    const parent = parentId === null || parentId === undefined ? undefined : byId.get(parentId);
    // Top level, or the parent is on another page: this is where the thread starts.
    if (parent === undefined) return current;
    // Corrupt data with a loop: keep the comment visible at top level rather than lose it.
    if (seen.has(parent.id)) return comment;
    seen.add(parent.id);
    current = parent;
  }
};

/**
 * Threads of two levels, as the comment list shows them: each top-level comment with its replies.
 * A reply to a reply joins its top-level comment's thread (the mention names whom it answers).
 * Input order is kept; every comment appears exactly once.
 */
export const buildReplyTree = <T extends TreeComment>(comments: readonly T[]): ReplyThread<T>[] => {
  const byId = new Map<number, T>();
  for (const c of comments) if (!byId.has(c.id)) byId.set(c.id, c);
  const replies = new Map<number, T[]>();
  const roots: T[] = [];
  for (const c of byId.values()) {
    const root = rootOf(c, byId);
    if (root === c) roots.push(c);
    else replies.set(root.id, [...(replies.get(root.id) ?? []), c]);
  }
  return roots.map((root) => ({ ...root, replies: replies.get(root.id) ?? [] }));
};

/** What decides how a comment reads and who may touch it. */
export interface CommentFacts {
  readonly content: string;
  readonly authorId?: number | null;
  /** Set by the server on the viewer's own comments (the only ownership sign on the anonymous board). */
  readonly mine?: boolean;
  readonly deleted?: boolean;
  readonly blinded?: boolean;
  /** Held by reports pending review (issue 22): the server sends no text to those who may not see it. */
  readonly held?: { readonly reason: string | null } | undefined;
}

export interface CommentDisplay {
  readonly text: string;
  /** The text is a stand-in (deleted or blinded) and is shown muted. */
  readonly placeholder: boolean;
  /** An ADMIN reads a blinded comment's original text: mark it as blinded. */
  readonly blindedMarker: boolean;
  /** The author or a moderator reads a held comment: mark it as held. */
  readonly heldMarker?: boolean;
}

/**
 * Deleted beats blinded, blinded beats held: a deleted comment keeps its place for its replies but
 * shows no text. A held comment shows its text to its author and moderators (the server sends it to
 * them only), marked; others read the placeholder.
 */
export const commentDisplayText = (comment: CommentFacts, viewerRole: Role | null): CommentDisplay => {
  if (comment.deleted) return { text: COMMENT_TEXT.deleted, placeholder: true, blindedMarker: false };
  if (comment.held && !comment.blinded) {
    return comment.content === ''
      ? { text: REPORT_TEXT.heldComment, placeholder: true, blindedMarker: false }
      : { text: comment.content, placeholder: false, blindedMarker: false, heldMarker: true };
  }
  if (comment.blinded) {
    return isModeratorRole(viewerRole)
      ? { text: comment.content, placeholder: false, blindedMarker: true }
      : { text: COMMENT_TEXT.blinded, placeholder: true, blindedMarker: false };
  }
  return { text: comment.content, placeholder: false, blindedMarker: false };
};

/**
 * Whether a comment takes new replies: not once it is deleted or blinded. The server refuses a reply
 * to such a comment (CONTENT_INPUT_TEXT.replyParentInvalid) and the browser does not offer one. A reply is
 * sent to its thread's top-level comment, so under a reply it is that comment that decides.
 */
export const acceptsReplies = (comment: Pick<CommentFacts, 'deleted' | 'blinded'>): boolean =>
  comment.deleted !== true && comment.blinded !== true;

/** The comment a reply answers: who wrote it, or whether it is the viewer's own. */
export interface ReplyParent {
  readonly authorId?: number | null;
  readonly mine?: boolean;
}

/** The user a reply mentions: the parent's author; null at top level or when answering oneself. */
export const mentionedUserId = (viewerId: number | null, parent: ReplyParent | null): number | null => {
  if (parent === null || parent.mine === true) return null;
  const authorId = parent.authorId ?? null;
  return authorId === viewerId ? null : authorId;
};
