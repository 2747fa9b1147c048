import type { ContentDoc } from '../../../application/drafts/drafts-api.port';
import type { SaveKind } from '../../../application/drafts/editor-draft.machine';

/** Where the caret was, so the rebuilt page puts it back. */
export type FocusSpot = { readonly target: 'title' | 'body'; readonly from: number; readonly to: number };

export interface EditorHandoff {
  readonly id: number;
  readonly doc: ContentDoc;
  readonly savedDoc: ContentDoc;
  readonly lastSavedAt: number | null;
  readonly lastSaveKind: SaveKind | null;
  readonly focus: FocusSpot | null;
}

/*
 * The first save of a new article replaces /articlePost with /articleDraft/{id}. The app shell
 * rebuilds the page on every path change, so the page being left hands its live state (text not yet
 * saved, caret) to the page being built instead of that page reloading the draft from the server.
 * Taken once, by the draft's id; nothing else reads it.
 */
const pending = new Map<number, EditorHandoff>();

export const leaveHandoff = (handoff: EditorHandoff): void => {
  pending.set(handoff.id, handoff);
};

export const takeHandoff = (id: number): EditorHandoff | null => {
  const handoff = pending.get(id) ?? null;
  pending.delete(id);
  return handoff;
};
