import type { Effect } from 'effect';
import type { ContentTag } from '../../domain/catalog';
import type { ContentKind } from '../../domain/content/policy';
import type { ApiError } from '../errors';

/** What the editor sends: the fields of the content write body (every kind has the same four). */
export interface ContentDoc {
  readonly title: string;
  /** HTML from the rich-text editor; the server sanitizes it on every write. */
  readonly content: string;
  readonly tags: readonly ContentTag[];
  readonly thumbnailUrl: string | null;
}

/** An item (published or draft) as the editor opens it. */
export interface EditableContent extends ContentDoc {
  readonly id: number;
  readonly isDraft: boolean;
  readonly authorId: number | null;
  /** The viewer wrote it (the only ownership sign on the anonymous board). */
  readonly mine: boolean;
}

/** A draft in a writer's list of drafts. */
export interface DraftSummary {
  readonly id: number;
  readonly title: string;
  /** The start of the body's plain text (the card summary): what names a draft with no title yet. */
  readonly summary: string;
  readonly modifiedAt: string;
  /** Whose draft it is (null on the anonymous board, where `mine` says it): the delete rule reads them. */
  readonly authorId: number | null;
  readonly mine: boolean;
}

/** The write side of one kind: drafts, publishing, editing. */
export interface DraftsApi {
  readonly kind: ContentKind;
  /** Creates a draft; resolves with its id. */
  createDraft(doc: ContentDoc): Effect.Effect<number, ApiError>;
  /** Autosave and 'save draft' of an existing draft (author only). */
  saveDraft(id: number, doc: ContentDoc): Effect.Effect<void, ApiError>;
  /** Publishes a draft with its latest version in one request; resolves with the item's id. */
  publishDraft(id: number, doc: ContentDoc): Effect.Effect<number, ApiError>;
  /** Publishes a new item directly. */
  create(doc: ContentDoc): Effect.Effect<number, ApiError>;
  /** Edits a published item. */
  update(id: number, doc: ContentDoc): Effect.Effect<void, ApiError>;
  loadForEdit(id: number): Effect.Effect<EditableContent, ApiError>;
  /** The signed-in writer's own drafts of the kind. */
  listDrafts(): Effect.Effect<readonly DraftSummary[], ApiError>;
  /** Deletes a draft (its author only: the kind's delete operation, decided by `canDelete`). */
  removeDraft(id: number): Effect.Effect<void, ApiError>;
}

export type DraftsApis = Readonly<Record<ContentKind, DraftsApi>>;
