import { isModeratorRole, type Role } from '../role';
import { isAuthor, type Viewer } from '../viewer';
import type { ContentPolicy } from './policy';

/**
 * Who may do what to content and comments (spec section 6), for every kind through its policy. The
 * server decides with these before it acts; the browser uses the same functions to choose which
 * buttons to show. Ownership is the author id, or on the anonymous board the server's `mine` flag
 * (the browser never learns an anonymous author's id).
 */
export interface OwnedFacts {
  readonly authorId?: number | null;
  readonly mine?: boolean;
}

export interface ContentFacts extends OwnedFacts {
  readonly isDraft?: boolean;
}

export interface CommentFacts extends OwnedFacts {
  readonly deleted?: boolean;
  readonly blinded?: boolean;
}

const isAdmin = (viewer: Viewer): boolean => viewer?.role === 'ADMIN';

/** Moderation (board deletes, blinds, held content): MODERATOR and ADMIN (issue 22). */
const isModerator = (viewer: Viewer): boolean => isModeratorRole(viewer?.role);

export const owns = (viewer: Viewer, item: OwnedFacts): boolean =>
  viewer !== null && (item.mine === true || isAuthor(viewer, item.authorId));

/** Writing new items: EDITOR and ADMIN for articles, any signed-in user on the boards. */
export const canWrite = (role: Role | null | undefined, policy: ContentPolicy): boolean =>
  role !== null &&
  role !== undefined &&
  (policy.writers === 'members' || role === 'EDITOR' || role === 'ADMIN');

/**
 * The author edits; an ADMIN edits others' published items where the kind allows it (articles). A draft
 * is its author's alone: every route that reaches one (the edit, the draft's autosave and publish, the
 * delete) asks this rule or `canDelete`, so none lets an ADMIN past what another refuses.
 */
export const canEdit = (viewer: Viewer, item: ContentFacts, policy: ContentPolicy): boolean =>
  owns(viewer, item) || (item.isDraft !== true && policy.admin.edit && isAdmin(viewer));

/**
 * The author deletes; a MODERATOR or ADMIN deletes others' published items where the kind allows it
 * (board moderation).
 */
export const canDelete = (viewer: Viewer, item: ContentFacts, policy: ContentPolicy): boolean =>
  owns(viewer, item) || (item.isDraft !== true && policy.admin.delete && isModerator(viewer));

/** A published item is everyone's; a draft only its author's and an ADMIN's. */
export const canSee = (viewer: Viewer, item: ContentFacts): boolean =>
  item.isDraft !== true || owns(viewer, item) || isAdmin(viewer);

/**
 * Autosaving and publishing a draft is editing one: by `canEdit`'s draft rule only its author does (an
 * ADMIN reads it but does not publish it).
 */
export const canWorkOnDraft = (viewer: Viewer, item: ContentFacts, policy: ContentPolicy): boolean =>
  canEdit(viewer, { ...item, isDraft: true }, policy);

/**
 * Liking: a signed-in viewer, never on their own item or comment (spec section 5). An anonymous
 * author is unknown to the browser; the server has the last word.
 */
export const canLike = (viewer: Viewer, item: OwnedFacts): boolean => viewer !== null && !owns(viewer, item);

/** Following: never oneself. */
export const canFollow = (viewerId: number | null, targetId: number): boolean =>
  viewerId !== null && viewerId !== targetId;

/** Owner only, not once deleted, nor once blinded, so an edit cannot slip past the blind. */
export const canEditComment = (viewer: Viewer, comment: CommentFacts): boolean =>
  owns(viewer, comment) && comment.deleted !== true && comment.blinded !== true;

/**
 * Owner only, and not once deleted (spec section 6), nor once blinded: a blinded comment stays as the
 * moderators left it.
 */
export const canDeleteComment = (viewer: Viewer, comment: CommentFacts): boolean =>
  owns(viewer, comment) && comment.deleted !== true && comment.blinded !== true;

/**
 * Blinding is a MODERATOR or ADMIN action on board comments (free board and Q&A), never on article
 * comments.
 */
export const canBlindComment = (viewer: Viewer, policy: ContentPolicy): boolean =>
  isModerator(viewer) && policy.comments.blindable;

/**
 * A MODERATOR or ADMIN reads what a blinded comment said (marked as blinded); everyone else sees the
 * blind text.
 */
export const seesBlindedText = (viewer: Viewer): boolean => isModerator(viewer);

/**
 * Offering a report (issue 22): any signed-in member, never on their own item, comment or profile (the
 * server answers 400 Cannot Report Yourself; on the anonymous board it alone knows the author). A
 * MODERATOR or ADMIN is not offered it: they blind, hide and delete themselves.
 */
export const canReport = (viewer: Viewer, item: OwnedFacts): boolean =>
  viewer !== null && !owns(viewer, item) && !isModerator(viewer);

/**
 * Offering a block (issue 22; the rules of blocks themselves are in src/domain/blocks.ts): any
 * signed-in member, never on their own item, comment or profile (the server answers 400 Cannot Block
 * Yourself; on the anonymous board it alone knows the author). Not offered to MODERATOR or ADMIN, as
 * reports are not: they must see what members write, and hide or suspend instead.
 */
export const canBlock = (viewer: Viewer, item: OwnedFacts): boolean =>
  viewer !== null && !owns(viewer, item) && !isModerator(viewer);

/**
 * Content held by reports pending review (issue 22) is seen as it is by its author (marked, with the
 * reason) and by MODERATOR and ADMIN; everyone else sees the placeholder.
 */
export const seesHeld = (viewer: Viewer, item: OwnedFacts): boolean =>
  owns(viewer, item) || isModerator(viewer);
