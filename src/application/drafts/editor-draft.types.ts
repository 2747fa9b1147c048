import type { ContentDoc } from './drafts-api.port';

/** post: a new article (no id yet); draft: an unpublished draft; edit: a published article. */
export type EditorMode = 'post' | 'draft' | 'edit';
export type SaveKind = 'auto' | 'manual';

export interface EditorDraftInput {
  readonly mode: EditorMode;
  readonly id: number | null;
  /** The loaded article (draft and edit modes); a new article starts empty. */
  readonly doc?: ContentDoc;
  /** Carried over when the page is rebuilt around a draft it just created (the URL changed). */
  readonly resume?: {
    readonly savedDoc: ContentDoc;
    readonly lastSavedAt: number | null;
    readonly lastSaveKind: SaveKind | null;
  };
  readonly autosaveMs?: number;
  /** Clock for the 'saved at' stamp (tests pass a fixed one). */
  readonly now?: () => number;
}

export interface EditorDraftContext {
  readonly mode: EditorMode;
  readonly id: number | null;
  readonly doc: ContentDoc;
  /** What the server holds; `doc` differing from it means unsaved changes. */
  readonly savedDoc: ContentDoc;
  /** The snapshot a running save sends; it becomes `savedDoc` on success. */
  readonly sending: ContentDoc | null;
  readonly saveKind: SaveKind | null;
  readonly lastSavedAt: number | null;
  readonly lastSaveKind: SaveKind | null;
  /** An autosave failed: no retry until the next change, so an offline editor is not hammered. */
  readonly autosaveFailed: boolean;
  /** 'publish' pressed while a save was running: publish right after it. */
  readonly publishQueued: boolean;
  readonly error: string | null;
  readonly publishedId: number | null;
  readonly autosaveMs: number;
  readonly now: () => number;
}

export type EditorDraftEvent =
  | { type: 'doc.change'; patch: Partial<ContentDoc> }
  | { type: 'draft.save' }
  | { type: 'draft.publish' };

/** Emitted for the page: toasts, the URL of a new draft, navigation after publishing. */
export type EditorDraftEmitted =
  | { type: 'draftCreated'; id: number }
  | { type: 'saved'; kind: SaveKind }
  | { type: 'saveFailed'; kind: SaveKind; message: string }
  | { type: 'invalid'; message: string }
  | { type: 'published'; id: number; mode: EditorMode }
  | { type: 'publishFailed'; mode: EditorMode; message: string };
