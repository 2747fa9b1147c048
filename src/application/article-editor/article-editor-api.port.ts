import type { Effect } from 'effect';
import type { ArticleListItem } from '../../contract/articles';
import type { ContentTag } from '../../domain/catalog';
import type { ApiError } from '../errors';

/** What the editor sends: the fields of the article write body. */
export interface ArticleDoc {
  readonly title: string;
  /** HTML from the rich-text editor; the server sanitizes it on every write. */
  readonly content: string;
  readonly tags: readonly ContentTag[];
  readonly thumbnailUrl: string | null;
}

/** An article (published or draft) as the editor opens it. */
export interface EditableArticle extends ArticleDoc {
  readonly id: number;
  readonly isDraft: boolean;
  readonly authorId: number | null;
}

/** The article write side of the API: drafts, publishing, editing (EDITOR and ADMIN). */
export interface ArticleEditorApi {
  /** Creates a draft; resolves with its id. */
  createDraft(doc: ArticleDoc): Effect.Effect<number, ApiError>;
  /** Autosave and 'save draft' of an existing draft (author only). */
  saveDraft(id: number, doc: ArticleDoc): Effect.Effect<void, ApiError>;
  /** Publishes a draft with its latest version in one request; resolves with the article id. */
  publishDraft(id: number, doc: ArticleDoc): Effect.Effect<number, ApiError>;
  /** Creates a published article directly. */
  create(doc: ArticleDoc): Effect.Effect<number, ApiError>;
  /** Edits a published article (its author, or any for an ADMIN). */
  update(id: number, doc: ArticleDoc): Effect.Effect<void, ApiError>;
  loadForEdit(id: number): Effect.Effect<EditableArticle, ApiError>;
  /** The signed-in editor's own drafts. */
  listDrafts(): Effect.Effect<readonly ArticleListItem[], ApiError>;
}
